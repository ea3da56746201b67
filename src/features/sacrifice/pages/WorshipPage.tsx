/**
 * /sacrifice/worship (?id= or ?memberId=): 祭拜 — the offering catalogue by category (free daily items at once,
 * priced ones through the pay screen), what is on the desk, every offering made, and the hall's activity.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { logList } from '@contract/sacrifice';
import { PageLayout } from '@src/components/ui/PageLayout';
import { relativeTime } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { HallGate } from '../components/HallGate';
import { Portrait } from '../components/HallCard';
import { OfferingCatalogue } from '../components/OfferingSheet';
import { DeskList, OfferingRecord } from '../components/OfferingList';
import { PagedList } from '@src/components/ui/PagedList';
import { hallPath, lifeLine } from '../sacrifice-model';
import { useHall } from '../use-hall';
import '../sacrifice.css';

const TABS = ['catalogue', 'desk', 'record', 'log'] as const;
type Tab = (typeof TABS)[number];

function Activity({ hallId }: { hallId: number }) {
  const q = useApiInfinite(logList, { id: hallId }, { pageSize: 20 });
  return <PagedList query={q} list empty="暂无动态">{(l) => <List.Item key={l.id} description={relativeTime(l.createdAt)}>{l.text}</List.Item>}</PagedList>;
}

export default function WorshipPage() {
  const hall = useHall();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'catalogue';
  const setTab = (t: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', t);
    setParams(next, { replace: true });
  };
  return (
    <PageLayout title={hall.q.data ? `祭拜 · ${hall.q.data.name}` : '祭拜'} className="sf-page" grey>
      <HallGate hall={hall}>
        {(h) => (
          <>
            <div className="sf-card" onClick={() => navigate(hallPath(h))} role="link" tabIndex={0}>
              <Portrait photo={h.photo} name={h.name} size={44} />
              <div className="sf-card__main">
                <div className="sf-card__name">{h.name}</div>
                <div className="sf-card__life">{lifeLine(h.lifespan, h.ageText)}</div>
                <div className="sf-card__counts">已有 {h.offerings} 次祭拜</div>
              </div>
              {h.tomb && <Button size="small" color="primary" onClick={(e) => { e.stopPropagation(); navigate(`/sacrifice/tomb-vr?id=${h.id}`); }}>进入墓园</Button>}
            </div>
            <Tabs activeKey={tab} onChange={setTab}>
              <Tabs.Tab key="catalogue" title="供品" />
              <Tabs.Tab key="desk" title="供桌" />
              <Tabs.Tab key="record" title="祭拜记录" />
              <Tabs.Tab key="log" title="动态" />
            </Tabs>
            {tab === 'catalogue' && <div className="sf-section"><OfferingCatalogue hallId={h.id} onOffered={() => setTab('desk')} /></div>}
            {tab === 'desk' && <DeskList hallId={h.id} />}
            {tab === 'record' && <OfferingRecord hallId={h.id} />}
            {tab === 'log' && <Activity hallId={h.id} />}
          </>
        )}
      </HallGate>
    </PageLayout>
  );
}
