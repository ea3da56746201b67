/** One ancestral hall (祠堂) in a list: cover, name and 堂号, type, tablets; opens its detail. */
import { Image, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HallItem } from '@contract/hall';
import { countW } from '@src/lib/format';
import { mediaUrl } from '../sacrifice-model';

export function HallItemCard({ hall, extra }: { hall: HallItem; extra?: ReactNode }) {
  const navigate = useNavigate();
  const to = `/sacrifice/hall/detail?id=${hall.id}`;
  return (
    <div className="sf-card" role="link" tabIndex={0} onClick={() => navigate(to)} onKeyDown={(e) => e.key === 'Enter' && navigate(to)}>
      {hall.cover
        ? <Image src={mediaUrl(hall.cover)} width={72} height={54} fit="cover" style={{ borderRadius: 4 }} />
        : <div className="sf-portrait sf-portrait--none" style={{ width: 72, height: 54, fontSize: 18 }}>{hall.surname || '祠'}</div>}
      <div className="sf-card__main">
        <div className="sf-card__name">{hall.name}<Tag fill="outline">{hall.typeName}</Tag></div>
        <div className="sf-card__life">{[hall.hallName, hall.address].filter(Boolean).join(' · ')}</div>
        <div className="sf-card__counts">牌位 {hall.tablets} · 访问 {countW(hall.visits)}</div>
      </div>
      {extra && <div className="sf-card__extra" onClick={(e) => e.stopPropagation()}>{extra}</div>}
    </div>
  );
}
