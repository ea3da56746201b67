/**
 * /sacrifice/hall/vr and /sacrifice/hall/vr2 (?id=): the ancestral hall in 3D — the 神龛 with the clan's tablets
 * by generation, the 堂号 plaque and couplets. vr2 is the same hall by candlelight with a slow tour. Tapping a
 * tablet opens the member it is bound to (the read-only member page of his clan).
 */
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { HallScene } from '../components/lazy-scenes';
import { SceneBoundary } from '../components/SceneBoundary';
import { installHallTabletProbe } from '../hall-tablet-probe';
import { intParam, memberPagePath, sceneCouplets, sceneTablets } from '../sacrifice-model';
import '../sacrifice.css';
import { fetchMember } from '@src/features/clan-members/index';
import { sacrificeQueries } from '../sacrifice.queries';

export default function HallVrPage() {
  const [params] = useSearchParams();
  const candlelight = useLocation().pathname.endsWith('/vr2');
  const navigate = useNavigate();
  const id = intParam(params, 'id');
  const q = useQuery({ ...sacrificeQueries.ancestralHall(id ?? 0), enabled: !!id });
  const [tour, setTour] = useState(candlelight);
  const tablets = useMemo(() => sceneTablets(q.data?.tablets ?? []), [q.data]);
  // where the tablets are on screen, for browser automation only (hall-tablet-probe.ts)
  const uninstallProbe = useRef<() => void>(() => {});
  const canvas = useMemo(() => ({ onCreated: (s: Parameters<typeof installHallTabletProbe>[0]) => {
    uninstallProbe.current();
    uninstallProbe.current = installHallTabletProbe(s);
  } }), []);
  useEffect(() => () => uninstallProbe.current(), []);

  const openTablet = async (tabletId: string) => {
    const t = q.data?.tablets.find((x) => String(x.id) === tabletId);
    if (!t) return;
    if (!t.memberId) return toast(`${t.name}的牌位未绑定族人`);
    try {
      const m = await fetchMember(t.memberId);
      navigate(memberPagePath(m.clanId, t.memberId));
    } catch { /* toasted */ }
  };

  return (
    <PageLayout title={q.data ? `${q.data.name}${candlelight ? ' · 烛光' : ''}` : '三维纪念堂'} className="sf-vr"
      right={id ? <span className="sf-navlink" onClick={() => navigate(`/sacrifice/hall/detail?id=${id}`)}>详情</span> : undefined}>
      {!id ? <EmptyState title="未指定祠堂" /> : (
        <QueryView query={q}>
          {(h) => (
            <>
              <SceneBoundary>
                <HallScene plaque={h.plaque || h.hallName || h.name} couplets={sceneCouplets(h.couplets)} tablets={tablets}
                  onTabletTap={(tid) => void openTablet(tid)} canvas={canvas} animateCandles={candlelight} tour={tour} />
              </SceneBoundary>
              <div className="sf-vr__bar">
                <span className="sf-vr__hint">{tablets.length ? `${tablets.length} 位先人 · 点牌位查看族人` : '尚未立牌位'}</span>
                <Button size="small" onClick={() => setTour(!tour)}>{tour ? '停止环游' : '环游'}</Button>
                <Button size="small" onClick={() => navigate(`/sacrifice/hall/vr${candlelight ? '' : '2'}?id=${h.id}`, { replace: true })}>
                  {candlelight ? '日间' : '烛光'}
                </Button>
                {h.canEdit && <Button size="small" color="primary" onClick={() => navigate(`/sacrifice/hall/manage?id=${h.id}`)}>管理牌位</Button>}
              </div>
            </>
          )}
        </QueryView>
      )}
    </PageLayout>
  );
}
