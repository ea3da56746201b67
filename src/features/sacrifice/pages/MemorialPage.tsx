/**
 * /sacrifice/detail, /sacrifice/modern, /sacrifice/abstract (?id= or ?memberId=): one memorial hall in the style of
 * the route (spec §2: a redirect result picks it by style — 1 abstract, 2 modern, otherwise detail).
 */
import { useLocation } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { HallActions } from '../components/HallActions';
import { HallGate } from '../components/HallGate';
import { HallHero } from '../components/HallHero';
import { LogTicker } from '../components/LogTicker';
import { MemorialDays } from '../components/MemorialDays';
import { MessageBoard } from '../components/MessageBoard';
import { useHall } from '../use-hall';
import '../sacrifice.css';

export default function MemorialPage() {
  const { pathname } = useLocation();
  const variant = pathname.endsWith('/modern') ? 'modern' : pathname.endsWith('/abstract') ? 'abstract' : 'detail';
  const hall = useHall();
  const title = hall.q.data ? `${hall.q.data.name}纪念馆` : '纪念馆';
  return (
    <PageLayout title={title} className={`sf-page sf-page--${variant}`} grey={variant !== 'abstract'}>
      <HallGate hall={hall}>
        {(h) => (
          <>
            <HallHero hall={h} variant={variant} />
            <LogTicker hallId={h.id} />
            <HallActions hall={h} />
            {variant !== 'abstract' && h.biography && (
              <section className="sf-section"><h3>生平简介</h3><p className="sf-prose">{h.biography}</p></section>
            )}
            <MemorialDays days={h.memorialDays} />
            <MessageBoard hallId={h.id} />
          </>
        )}
      </HallGate>
    </PageLayout>
  );
}
