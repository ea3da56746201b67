/**
 * /sacrifice/article, /sacrifice/album, /sacrifice/video (?id= hall): the lifetime (生平) articles, albums and
 * videos of a hall, newest first; the hall's owner adds, edits and deletes (with confirmation).
 */
import { Button, Image, List } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lifetimeAlbumList, lifetimeArticleList, lifetimeVideoList, type LifetimeEntry } from '@contract/sacrifice';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { relativeTime } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { HallGate } from '../components/HallGate';
import { LifetimeEditor } from '../components/LifetimeEditor';
import { PagedList } from '@src/components/ui/PagedList';
import { mediaUrl } from '../sacrifice-model';
import { deleteLifetime } from '../sacrifice.queries';
import { useHall } from '../use-hall';
import '../sacrifice.css';

type Kind = LifetimeEntry['kind'];
const META = {
  article: { title: '生平文章', def: lifetimeArticleList, empty: '还没有生平文章' },
  album: { title: '纪念相册', def: lifetimeAlbumList, empty: '还没有相册' },
  video: { title: '纪念视频', def: lifetimeVideoList, empty: '还没有视频' },
} as const;

function Entries({ hallId, kind, canEdit, onEdit }: { hallId: number; kind: Kind; canEdit: boolean; onEdit: (e: LifetimeEntry) => void }) {
  const navigate = useNavigate();
  const q = useApiInfinite(META[kind].def, { id: hallId }, { pageSize: 10 });
  const remove = async (e: LifetimeEntry) => {
    if (!(await confirm({ content: `确定删除“${e.title}”吗？删除后无法恢复。`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteLifetime({ id: e.id });
      toast('已删除');
    } catch { /* toasted */ }
  };
  const open = (e: LifetimeEntry) => {
    if (kind === 'article') navigate(`/sacrifice/article-detail?id=${e.id}`);
    else if (kind === 'album') navigate(`/sacrifice/album-detail?id=${e.id}`);
  };
  return (
    <PagedList query={q} list empty={META[kind].empty}>{(e) => (
      <List.Item key={e.id} clickable={kind !== 'video'} onClick={() => open(e)}
        prefix={kind === 'album' && e.keys[0] ? <Image src={mediaUrl(e.cover || e.keys[0])} width={64} height={64} fit="cover" /> : undefined}
        description={<>
          {kind === 'album' ? `${e.keys.length} 张照片 · ` : ''}{relativeTime(e.createdAt)}
          {kind === 'video' && e.keys[0] && <video src={mediaUrl(e.keys[0])} poster={mediaUrl(e.cover) || undefined} controls preload="none" style={{ width: '100%', marginTop: 6 }} />}
        </>}
        extra={canEdit ? (
          <span onClick={(ev) => ev.stopPropagation()}>
            <Button size="mini" fill="none" color="primary" onClick={() => onEdit(e)}>编辑</Button>
            <Button size="mini" fill="none" color="danger" onClick={() => void remove(e)}>删除</Button>
          </span>
        ) : undefined}>
        {e.title}
      </List.Item>
    )}</PagedList>
  );
}

export default function LifetimeListPage() {
  const { pathname } = useLocation();
  const kind: Kind = pathname.endsWith('/album') ? 'album' : pathname.endsWith('/video') ? 'video' : 'article';
  const hall = useHall();
  const [editing, setEditing] = useState<{ entry?: LifetimeEntry } | null>(null);
  const h = hall.q.data;
  return (
    <PageLayout title={h ? `${h.name} · ${META[kind].title}` : META[kind].title} className="sf-page" grey
      right={h?.canEdit ? <span className="sf-navlink" onClick={() => setEditing({})}>添加</span> : undefined}>
      <HallGate hall={hall}>
        {(x) => (
          <>
            <Entries hallId={x.id} kind={kind} canEdit={x.canEdit} onEdit={(entry) => setEditing({ entry })} />
            {editing && <LifetimeEditor hallId={x.id} kind={kind} entry={editing.entry} visible onClose={() => setEditing(null)} />}
          </>
        )}
      </HallGate>
    </PageLayout>
  );
}
