/** One memorial hall in a list: portrait, name, life dates and counts; opens the screen of its style. */
import { Image, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SacrificeItem } from '@contract/sacrifice';
import { countW } from '@src/lib/format';
import { hallPath, mediaUrl } from '../sacrifice-model';

export function Portrait({ photo, name, size = 56 }: { photo: string; name: string; size?: number }) {
  const src = mediaUrl(photo);
  return src
    ? <Image className="sf-portrait" src={src} width={size} height={size * 1.25} fit="cover" alt={name} />
    : <div className="sf-portrait sf-portrait--none" style={{ width: size, height: size * 1.25, fontSize: size / 2.4 }}>{name.slice(0, 1)}</div>;
}

export function HallCard({ hall, extra, prefix }: { hall: SacrificeItem; extra?: ReactNode; prefix?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="sf-card" role="link" tabIndex={0} onClick={() => navigate(hallPath(hall))}
      onKeyDown={(e) => e.key === 'Enter' && navigate(hallPath(hall))}>
      {prefix}
      <Portrait photo={hall.photo} name={hall.name} />
      <div className="sf-card__main">
        <div className="sf-card__name">
          {hall.name}
          {hall.tomb && <Tag color="default" fill="outline">墓园</Tag>}
        </div>
        {hall.lifespan && <div className="sf-card__life">{hall.lifespan}</div>}
        <div className="sf-card__counts">访问 {countW(hall.visits)} · 祭拜 {countW(hall.offerings)} · 留言 {countW(hall.messages)}</div>
      </div>
      {extra && <div className="sf-card__extra" onClick={(e) => e.stopPropagation()}>{extra}</div>}
    </div>
  );
}
