/** The five grids (天格 人格 地格 外格 总格) with number, 五行 and 81 数理 吉凶. */
import type { Grid } from '@contract/named';
import { luckClass } from '../luck-model';

export function GridTable({ grids, compact }: { grids: readonly Grid[]; compact?: boolean }) {
  if (compact) {
    return (
      <div className="luck-grids-compact">
        {grids.map((g) => (
          <span key={g.key} className={`luck-luck luck-luck--${luckClass(g.luck)}`}>{g.name}{g.number}{g.luck}</span>
        ))}
      </div>
    );
  }
  return (
    <div className="luck-grids" role="table" aria-label="五格">
      {grids.map((g) => (
        <div key={g.key} className="luck-grids__row" role="row" data-grid={g.key}>
          <div className="luck-grids__name" role="cell">{g.name}</div>
          <div className="luck-grids__num" role="cell">{g.number}</div>
          <div role="cell">{g.element}</div>
          <div role="cell"><span className={`luck-luck luck-luck--${luckClass(g.luck)}`}>{g.luck}</span></div>
          <div className="luck-grids__label" role="cell">{g.label}</div>
        </div>
      ))}
    </div>
  );
}
