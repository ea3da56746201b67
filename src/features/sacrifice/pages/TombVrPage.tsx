/**
 * /sacrifice/tomb-vr, tomb-vr2, tomb-vr3 (?id=): the grave in 3D — hillside cemetery, garden, indoor columbarium —
 * with the headstone inscription, the offerings on the desk, and the worship actions: 鞠躬 (the view bows), 上香
 * and 献花 (the free daily item of that kind is offered and its animation plays), 供品 (the whole catalogue).
 */
import { Button, Popover } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type OfferingItem } from '@contract/sacrifice';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HallGate } from '../components/HallGate';
import { TombScene } from '../components/lazy-scenes';
import { OfferingSheet } from '../components/OfferingSheet';
import { SceneBoundary } from '../components/SceneBoundary';
import { offerFree, sacrificeQueries } from '../sacrifice.queries';
import { freeItemFor, mediaUrl, sceneOfferings, TOMB_ROUTES, tombSettingOf } from '../sacrifice-model';
import { useHall } from '../use-hall';
import '../sacrifice.css';

type Action = 'bow' | 'incense' | 'flower';

export default function TombVrPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setting = tombSettingOf(pathname);
  const hall = useHall();
  const id = hall.q.data?.id;
  const desk = useQuery({ ...sacrificeQueries.desk(id ?? 0), enabled: !!id });
  const items = useQuery({ ...sacrificeQueries.items(id ?? 0), enabled: !!id });
  const offerings = useMemo(() => sceneOfferings(desk.data?.counts ?? [], desk.data?.list), [desk.data]);
  const [action, setAction] = useState<{ kind?: Action; key: number }>({ key: 0 });
  const [sheet, setSheet] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);

  const play = (kind: Action) => setAction((a) => ({ kind, key: a.key + 1 }));
  const worship = async (kind: Action) => {
    if (!id) return;
    if (kind === 'bow') return play('bow');
    const category = kind === 'incense' ? 'incense' : 'flower';
    const item = freeItemFor(items.data?.list ?? [], category);
    if (!item) {
      toast(`今天已经${kind === 'incense' ? '上过香' : '献过花'}了，可在“供品”中选择更多`);
      return play(kind);
    }
    setBusy(kind);
    if (await offerFree(id, item)) play(kind);
    setBusy(null);
  };
  const onOffered = (it: OfferingItem) => {
    if (it.category === 'incense' || it.category === 'flower') play(it.category);
  };

  const title = hall.q.data ? `${hall.q.data.name} · ${TOMB_ROUTES.find((r) => r.setting === setting)?.name ?? '墓园'}` : '三维墓园';
  const other = TOMB_ROUTES.filter((r) => r.setting !== setting);
  return (
    <PageLayout title={title} className="sf-vr"
      right={id ? (
        <Popover.Menu trigger="click" placement="bottom-end"
          actions={other.map((r) => ({ key: r.path, text: `换到${r.name}` }))}
          onAction={(a) => navigate(`${String(a.key)}?id=${id}`, { replace: true })}>
          <span className="sf-navlink">换场景</span>
        </Popover.Menu>
      ) : undefined}>
      <HallGate hall={hall}>
        {(h) => (
          <>
            <SceneBoundary>
              <TombScene setting={setting} offerings={offerings} portraitUrl={mediaUrl(h.photo) || undefined}
                inscription={h.headstone ?? h.inscription ?? { centre: `${h.name}之墓`, right: h.birthText, left: h.deathText, offerer: null }}
                action={action.kind} actionKey={action.key} />
            </SceneBoundary>
            <div className="sf-vr__bar">
              <Button size="small" onClick={() => void worship('bow')}>鞠躬</Button>
              <Button size="small" loading={busy === 'incense'} onClick={() => void worship('incense')}>上香</Button>
              <Button size="small" loading={busy === 'flower'} onClick={() => void worship('flower')}>献花</Button>
              <Button size="small" color="primary" onClick={() => setSheet(true)}>供品</Button>
              <Button size="small" fill="outline" className="sf-vr__ghost" onClick={() => navigate(`/sacrifice/worship?id=${h.id}&tab=record`)}>祭拜记录</Button>
            </div>
            <OfferingSheet hallId={h.id} visible={sheet} onClose={() => setSheet(false)} onOffered={onOffered} />
          </>
        )}
      </HallGate>
    </PageLayout>
  );
}
