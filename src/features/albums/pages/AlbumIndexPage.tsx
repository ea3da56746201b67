/** /clan/album/index?clanId=[&projectId=]: the clan's albums the reader may see (cover, count, privacy); editors add one. */
import { Button, Image } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import '../albums.css';

export default function AlbumIndexPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = useAtomValue(currentProjectAtom);
  const clanId = Number(params.get('clanId')) || current.clanId || 0;
  const q = useApiQuery(a.albumList, { clanId }, { enabled: clanId > 0 });
  return (
    <PageLayout title="家族相册" grey>
      {!clanId ? <EmptyState title="未指定族谱" description="请从族谱页面进入" /> : (
        <QueryView query={q}>
          {(d) => (
            <>
              {d.canEdit && <div className="al-actions"><Button block color="primary" onClick={() => navigate(`/clan/album/settings?clanId=${clanId}`)}>新建相册</Button></div>}
              {d.list.length === 0 ? <EmptyState title="还没有相册" description={d.canEdit ? '新建相册，上传祭祖、修谱、宗亲会的照片' : undefined} /> : (
                <div className="al-grid">
                  {d.list.map((x) => (
                    <div key={x.id} className="al-card" role="button" tabIndex={0} onClick={() => navigate(`/clan/album/details?id=${x.id}`)}>
                      {x.coverUrl ? <Image src={x.coverUrl} fit="cover" width="100%" height={120} alt={x.name} /> : <div className="al-empty-cover">暂无照片</div>}
                      <div className="al-name">{x.name}</div>
                      <div className="al-muted">{x.photoCount} 张 · {x.privacyName}</div>
                    </div>
                  ))}
                </div>
              )}
            </>
          )}
        </QueryView>
      )}
    </PageLayout>
  );
}
