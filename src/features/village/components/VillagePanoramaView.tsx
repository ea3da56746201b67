/**
 * A village's panoramas in the 360° viewer (render/scenes VillageScene on our three.js, loaded lazily): drag / touch to
 * look, 体感 (gyroscope) and 进入VR (WebXR) where the device has them, tiles for large photos. Scene hotspots move
 * between scenes; a member, hall or article hotspot opens it. Under the viewer the current scene's hotspots are also
 * buttons (screen readers, and phones where a small label is hard to hit). `onPick` (admin) places hotspots by a tap.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { HOTSPOT_KIND_NAMES, type VillageDetail, type VillageHotspot } from '@contract/village';
import { queryClient } from '@src/lib/query';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { villageQueries } from '../village.queries';
import { fileSrc } from '../village-model';
import { formatDate } from '@src/lib/format/datetime';

const VillageScene = lazy(() => import('@render/scenes').then((m) => ({ default: m.VillageScene })));

interface Props {
  village: VillageDetail;
  /** The scene shown (controlled), else the village's start scene. */
  sceneId?: string;
  onSceneChange?: (id: string) => void;
  onPick?: (at: { yaw: number; pitch: number }) => void;
}

export function VillagePanoramaView({ village, sceneId, onSceneChange, onPick }: Props) {
  const navigate = useNavigate();
  const [own, setOwn] = useState<string | undefined>();
  const [article, setArticle] = useState<number | null>(null);
  // the scene whose photo is on screen ('drawn') or could not be loaded: data-loaded on the viewer (e2e waits for it)
  const [photo, setPhoto] = useState<{ id: string; state: 'drawn' | 'failed' } | null>(null);
  const onPhoto = useCallback((id: string, state: 'drawn' | 'failed') => setPhoto({ id, state }), []);
  const scenes = useMemo(() => village.panorama.scenes.map((s) => ({ id: s.id, imageUrl: fileSrc(s.imageUrl), hotspots: s.hotspots })), [village]);
  const current = sceneId ?? own ?? (village.panorama.startSceneId || scenes[0]?.id);
  const scene = village.panorama.scenes.find((s) => s.id === current);
  const go = (id: string) => {
    setOwn(id);
    onSceneChange?.(id);
  };
  const open = (h: Pick<VillageHotspot, 'kind' | 'targetId'>) => {
    if (h.kind === 'scene') return go(h.targetId);
    if (h.kind === 'hall') return navigate(`/sacrifice/hall/detail?id=${h.targetId}`);
    if (h.kind === 'article') return setArticle(Number(h.targetId));
    void queryClient.fetchQuery(villageQueries.member(Number(h.targetId))).then((m) => navigate(`/clan/member/edit?clanId=${m.clanId}&id=${m.id}&readonly=1`)).catch(() => {});
  };
  if (!scenes.length) return <div className="vg-vr__empty vg-muted" style={{ padding: 24, textAlign: 'center' }}>还没有全景照片</div>;
  return (
    <>
      <div className="vg-vr" data-testid="village-vr" data-scene={current}
        data-loaded={photo?.id === current ? (photo.state === 'drawn' ? '1' : 'failed') : '0'}>
        <Suspense fallback={<div style={{ color: '#ddd', padding: 24, textAlign: 'center' }}><SpinLoading color="primary" /><p>正在载入全景…</p></div>}>
          <VillageScene scenes={scenes} startId={current} onSceneChange={go} onPick={onPick} onPhoto={onPhoto}
            onOpen={(h) => open({ kind: h.kind ?? 'scene', targetId: h.targetId })} />
        </Suspense>
        {photo?.id !== current && <div className="vg-vr__note"><SpinLoading color="white" style={{ '--size': '20px' }} />正在载入全景照片…</div>}
        {photo?.id === current && photo.state === 'failed' && <div className="vg-vr__note">全景照片加载失败，请稍后重试</div>}
      </div>
      <div className="vg-chips" aria-label="热点">
        <span className="vg-muted" data-testid="vr-scene-title">{scene?.title}{onPick ? ' · 点全景图放置热点' : ' · 拖动环视，点热点前往'}</span>
        {scene?.hotspots.map((h, i) => (
          <Button key={i} size="mini" shape="rounded" onClick={() => open(h)} data-testid="vr-hotspot">
            {HOTSPOT_KIND_NAMES[h.kind]}：{h.label}
          </Button>
        ))}
      </div>
      <Popup visible={article !== null} onMaskClick={() => setArticle(null)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto', padding: 16 }}>
        {article !== null && <ArticleView id={article} />}
      </Popup>
    </>
  );
}

export function ArticleView({ id }: { id: number }) {
  const q = useQuery(villageQueries.article(id));
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <article className="vg-article">
      <h3>{q.data.title}</h3>
      <div className="vg-muted">{q.data.author.name} · {formatDate(q.data.updatedAt)}</div>
      {/* cleaned on the server with the one rich-text policy */}
      <div dangerouslySetInnerHTML={{ __html: q.data.html }} />
    </article>
  );
}
