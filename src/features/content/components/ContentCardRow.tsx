/** A post or article in a list: author, clan, title, summary, first photos, counts (views as X.Xw). */
import { useNavigate } from 'react-router-dom';
import type { ContentCard } from '@contract/content';
import { countW } from '@src/lib/format/numbers';
import { formatDateTime } from '@model/datetime';
import '../content.css';

/** `unread`: a site notice I have not opened yet (a red 未读 mark). */
export function ContentCardRow({ item, unread }: { item: ContentCard; unread?: boolean }) {
  const navigate = useNavigate();
  return (
    <article className="zp-content-card" data-testid="content-card" onClick={() => navigate(`/content/details?id=${item.id}`)}>
      <header className="zp-content-card__head">
        {unread && <span className="zp-content-tag zp-content-tag--red" data-testid="notice-unread-mark">未读</span>}
        <span className="zp-content-card__author">{item.author.name}</span>
        {item.pinned && <span className="zp-content-tag zp-content-tag--red">置顶</span>}
        <span className="zp-content-tag">{item.contentTypeName}</span>
        <span className="zp-content-muted">{item.projectName || '公开'}</span>
      </header>
      {item.title && <h3 className="zp-content-card__title">{item.title}</h3>}
      {item.summary && <p className="zp-content-card__summary">{item.summary}</p>}
      {item.images.length > 0 && (
        <div className="zp-content-thumbs">{item.images.slice(0, 3).map((src) => <img key={src} src={src} alt="" loading="lazy" />)}</div>
      )}
      <footer className="zp-content-card__foot">
        <span>{formatDateTime(item.createdAt)}</span>
        <span>浏览 {countW(item.viewCount)}</span>
        <span>赞 {item.likeCount}</span>
        <span>评论 {item.replyCount}</span>
      </footer>
    </article>
  );
}
