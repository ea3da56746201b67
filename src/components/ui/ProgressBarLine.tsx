/** An upload/download progress line with its percentage. */
import { ProgressBar } from 'antd-mobile';

export function ProgressBarLine({ percent, label }: { percent: number; label?: string }) {
  return (
    <div className="zp-progress" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      {label && <div className="zp-progress__label">{label}</div>}
      <ProgressBar percent={percent} text={`${percent}%`} style={{ '--track-width': '6px' } as React.CSSProperties} />
    </div>
  );
}
