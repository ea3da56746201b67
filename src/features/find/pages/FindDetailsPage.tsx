/** /find/details?id= (a course: clean HTML) and /find/video?id= (a video with its poster, seekable: HTTP Range). */
import { useSearchParams } from 'react-router-dom';
import * as f from '@contract/find';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { countW, secondsToTime } from '@src/lib/format/numbers';
import { useApiQuery } from '@src/lib/query';
import { FindActions, FindComments } from '../components';
import '../find.css';

export default function FindDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(f.findGet, { id }, { enabled: id > 0 });
  if (!id || q.isError) return <PageLayout title="发现"><ErrorState error={q.error ?? new Error('内容不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending) return <PageLayout title="发现"><LoadingState /></PageLayout>;
  const item = q.data;
  return (
    <PageLayout title={item.kindName} grey>
      {item.videoUrl && (
        <video className="zp-find-video" data-testid="find-video" src={item.videoUrl} poster={item.cover || undefined} controls playsInline preload="metadata" />
      )}
      <div className="zp-find-section">
        <h2 style={{ margin: '0 0 6px', fontSize: 18 }}>{item.title}</h2>
        <div className="zp-find-muted">
          浏览 {countW(item.viewCount)}{item.kind === 'video' && <> · 时长 <span data-testid="find-duration">{secondsToTime(item.duration)}</span></>}
        </div>
        {item.summary && <p style={{ color: '#555' }}>{item.summary}</p>}
        {item.body && <div className="zp-find-body" dangerouslySetInnerHTML={{ __html: item.body }} />}
      </div>
      <FindActions item={item} />
      <FindComments id={item.id} count={item.commentCount} />
    </PageLayout>
  );
}
