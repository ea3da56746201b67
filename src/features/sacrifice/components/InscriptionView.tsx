/** A tablet or headstone text as vertical columns, right to left: birth, the formula, death, the offerer. */
import type { Inscription } from '@contract/sacrifice';

export function InscriptionView({ ins, kind = 'tablet' }: { ins: Inscription; kind?: 'tablet' | 'headstone' }) {
  return (
    <div className={`sf-ins sf-ins--${kind}`} aria-label={[ins.right, ins.centre, ins.left, ins.offerer?.text].filter(Boolean).join('，')}>
      {ins.offerer?.side === 'left' && <div className="sf-ins__col sf-ins__col--small sf-ins__col--end">{ins.offerer.text}</div>}
      {ins.left && <div className="sf-ins__col sf-ins__col--side">{ins.left}</div>}
      <div className="sf-ins__col sf-ins__col--centre">{ins.centre}</div>
      {ins.right && <div className="sf-ins__col sf-ins__col--side">{ins.right}</div>}
      {ins.offerer?.side === 'right' && <div className="sf-ins__col sf-ins__col--small sf-ins__col--end">{ins.offerer.text}</div>}
    </div>
  );
}
