/** /clan/album/slide?id=[&start=]: the album as a slideshow — full screen, 上一张/下一张, 自动播放 every 3 s, caption and tagged members. */
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import { EmptyState, ErrorState, isMissing, LoadingState, MissingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import '../albums.css';

export default function AlbumSlidePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(a.albumGet, { id }, { enabled: id > 0 });
  const [i, setI] = useState(Number(params.get('start')) || 0);
  const [playing, setPlaying] = useState(true);
  const n = q.data?.photos.length ?? 0;
  useEffect(() => {
    if (!playing || n < 2) return;
    const t = setInterval(() => setI((x) => (x + 1) % n), 3000);
    return () => clearInterval(t);
  }, [playing, n]);
  if (isMissing(q)) return <MissingState />;
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!n) return <EmptyState title="相册里还没有照片" />;
  const p = q.data.photos[i % n];
  return (
    <div className="al-slide" data-testid="slideshow">
      <div className="al-bar">
        <span>{q.data.name}</span>
        <span data-testid="slide-index">{(i % n) + 1} / {n}</span>
        <Button size="mini" onClick={() => navigate(-1)}>退出</Button>
      </div>
      <img src={p.url} alt={p.caption || `第${(i % n) + 1}张`} />
      <div className="al-bar" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {(p.caption || p.members.length > 0) && <div>{p.caption}{p.members.length > 0 && ` · 标记：${p.members.map((m) => m.name).join('、')}`}</div>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <Button size="small" onClick={() => { setPlaying(false); setI((x) => (x - 1 + n) % n); }}>上一张</Button>
          <Button size="small" onClick={() => setPlaying((v) => !v)}>{playing ? '暂停' : '自动播放'}</Button>
          <Button size="small" onClick={() => { setPlaying(false); setI((x) => (x + 1) % n); }}>下一张</Button>
        </div>
      </div>
    </div>
  );
}
