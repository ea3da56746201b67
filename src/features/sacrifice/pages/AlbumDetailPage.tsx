/** /sacrifice/album-detail (?id= album): the photos of one album; tap to view full screen. */
import { Image, ImageViewer } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { lifetimeAlbumGet } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { intParam, mediaUrl } from '../sacrifice-model';
import '../sacrifice.css';

export default function AlbumDetailPage() {
  const [params] = useSearchParams();
  const id = intParam(params, 'id');
  const q = useApiQuery(lifetimeAlbumGet, { id: id ?? 0 }, { enabled: !!id, call: { silent: true } });
  return (
    <PageLayout title={q.data?.title ?? '相册详情'} className="sf-page">
      {!id ? <EmptyState title="未指定相册" /> : (
        <QueryView query={q} empty={(a) => a.keys.length === 0}>
          {(a) => {
            const urls = a.keys.map(mediaUrl);
            return (
              <>
                {a.content && <p className="sf-prose" style={{ padding: '8px 12px' }}>{a.content}</p>}
                <div className="sf-grid-img">
                  {urls.map((u, i) => <Image key={u} src={u} height={110} fit="cover" lazy onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })} />)}
                </div>
              </>
            );
          }}
        </QueryView>
      )}
    </PageLayout>
  );
}
