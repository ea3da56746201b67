/** A seek-roots post in a list: surname, place, 字辈, title, story, first photos, counts, 精 / 寻根成功 / 已屏蔽. */
import { useNavigate } from 'react-router-dom';
import type { SeekCard } from '@contract/seek-root';
import { countW } from '@src/lib/format/numbers';
import { formatDateTime } from '@model/datetime';
import '../seekroot.css';

export function SeekCardRow({ item }: { item: SeekCard }) {
  const navigate = useNavigate();
  return (
    <article className="zp-seek-card" data-testid="seek-card" onClick={() => navigate(`/seekroot/details?id=${item.id}`)}>
      <header className="zp-seek-card__head">
        <span className="zp-seek-tag zp-seek-tag--red">{item.firstName}</span>
        {item.polished && <span className="zp-seek-tag zp-seek-tag--red">精</span>}
        {item.status === 'succeeded' && <span className="zp-seek-tag zp-seek-tag--green">{item.statusName}</span>}
        {item.blocked && <span className="zp-seek-tag">已屏蔽</span>}
        <span>{item.author.name}</span>
        <span className="zp-seek-muted">{formatDateTime(item.createdAt)}</span>
      </header>
      <h3 className="zp-seek-card__title">{item.title}</h3>
      <div className="zp-seek-card__facts">
        {item.areaName && <span>祖籍：{item.areaName}</span>}
        {item.hall && <span>堂号：{item.hall}</span>}
        {item.zibei && <span>字辈：{item.zibei}</span>}
      </div>
      {item.summary && <p className="zp-seek-card__summary">{item.summary}</p>}
      {item.images.length > 0 && (
        <div className="zp-seek-thumbs">{item.images.slice(0, 3).map((src) => <img key={src} src={src} alt="" loading="lazy" />)}</div>
      )}
      <footer className="zp-seek-card__foot">
        <span>浏览 {countW(item.viewCount)}</span>
        <span>赞 {item.likeCount}</span>
        <span>线索 {item.replyCount}</span>
        {item.matchCount > 0 && <span>匹配家族 {item.matchCount}</span>}
      </footer>
    </article>
  );
}
