/** A village in a list: cover, name, kind, place and visits. */
import { Tag } from 'antd-mobile';
import { VILLAGE_KIND_NAMES, type VillageCard as Card } from '@contract/village';
import { fileSrc } from '../village-model';

export function VillageCard({ v, onClick }: { v: Card; onClick: () => void }) {
  return (
    <div className="vg-card" role="button" onClick={onClick} data-testid="village-card">
      {v.cover ? <img className="vg-card__cover" src={fileSrc(v.cover)} alt="" /> : <div className="vg-card__cover">村</div>}
      <div className="vg-card__main">
        <div className="vg-card__name">{v.name}<Tag color={v.kind === 'ancestral' ? 'warning' : 'primary'} fill="outline">{VILLAGE_KIND_NAMES[v.kind]}</Tag></div>
        <div className="vg-card__meta">{v.areaText}</div>
        <div className="vg-card__meta">访问 {v.visits} · 宗族 {v.clanCount}</div>
      </div>
    </div>
  );
}
