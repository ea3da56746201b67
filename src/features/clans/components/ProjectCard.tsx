/** A project (家族) in the home lists: name, tags (精选范例, 加密, 收藏), the grey line of facts. */
import { List } from 'antd-mobile';
import type { ProjectItem } from '@contract/projects';
import { PRIVACY_NAMES, projectLine } from '../home-model';

export function ProjectCard({ p, onOpen, onFavorite }: { p: ProjectItem; onOpen: () => void; onFavorite?: () => void }) {
  return (
    <List.Item
      onClick={onOpen}
      description={projectLine(p)}
      extra={onFavorite && !p.isExample ? (
        <span role="button" aria-label={p.favorite ? '取消收藏' : '收藏'} style={{ fontSize: 20, color: p.favorite ? '#e6a23c' : '#ccc' }}
          onClick={(e) => { e.stopPropagation(); onFavorite(); }}>
          {p.favorite ? '★' : '☆'}
        </span>
      ) : undefined}
    >
      {p.name}
      {p.isExample && <span className="cl-tag cl-tag--red">精选范例</span>}
      {p.privacy !== 'public' && <span className="cl-tag">{PRIVACY_NAMES[p.privacy]}</span>}
    </List.Item>
  );
}
