/**
 * /village/vr (?id= a panorama work, ?village= a village's panoramas, ?name= the temple's name): the home village in
 * 360° — the work's or the village's panoramas with their hotspots, or the procedural village with its 祠堂 when none
 * is given or uploaded.
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { vrWork } from '@contract/vr';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { villageDetail } from '@contract/village';
import { VillagePanoramaView } from '@src/features/village/index';
import { VillageScene } from '../components/lazy-scenes';
import { SceneBoundary } from '../components/SceneBoundary';
import { intParam, mediaUrl } from '../sacrifice-model';
import '../sacrifice.css';

export default function VillageVrPage() {
  const [params] = useSearchParams();
  return params.get('village') ? <VillagePanoramas id={Number(params.get('village')) || 0} /> : <WorkVr />;
}

/** A village's panoramas (contract/village.ts), in the village feature's viewer. */
function VillagePanoramas({ id }: { id: number }) {
  const q = useApiQuery(villageDetail, { id }, { enabled: id > 0 });
  let body;
  if (q.isPending) body = <LoadingState text="正在载入全景" />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else body = <VillagePanoramaView village={q.data} />;
  return <PageLayout title={q.data ? `${q.data.name} · 360°全景` : '360°全景'}>{body}</PageLayout>;
}

function WorkVr() {
  const [params] = useSearchParams();
  const id = intParam(params, 'id');
  const templeName = params.get('name')?.trim().slice(0, 20) || undefined;
  const q = useApiQuery(vrWork, { id: id ?? 0 }, { enabled: !!id, call: { silent: true } });
  const scenes = useMemo(
    () => (q.data?.scenes ?? []).map((s) => ({ id: s.id, imageUrl: mediaUrl(s.imageUrl), hotspots: s.hotspots })),
    [q.data],
  );
  const [current, setCurrent] = useState<string | undefined>();
  const sceneTitle = q.data?.scenes.find((s) => s.id === (current ?? q.data?.startSceneId))?.title;

  let body;
  if (id && q.isPending) body = <LoadingState text="正在载入全景" />;
  else if (id && q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    body = (
      <>
        <SceneBoundary>
          <VillageScene scenes={scenes} startId={q.data?.startSceneId} onSceneChange={setCurrent} templeName={templeName} />
        </SceneBoundary>
        <div className="sf-vr__bar">
          <span className="sf-vr__hint">{scenes.length ? `${sceneTitle ?? ''} · 拖动环视，点热点前往` : '拖动环视，点地面行走'}</span>
        </div>
      </>
    );
  }
  return (
    <PageLayout title={q.data?.title ?? (templeName ? `${templeName} · 三维村落` : '三维村落')} className="sf-vr">
      {body}
    </PageLayout>
  );
}
