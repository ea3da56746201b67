/**
 * /luck/almanac/index[?date=YYYY-MM-DD]: a month grid (/date/month) with month navigation; tapping a day shows its
 * full page (/date/current?date=). The chosen day lives in the URL so back/forward and links work.
 */
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { current, month } from '@contract/calendar';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState, QueryView } from '@src/components/ui/States';
import { AlmanacDayView } from '../components/AlmanacDayView';
import { Disclaimer } from '../components/Disclaimer';
import { MonthGrid } from '../components/MonthGrid';
import { shiftMonth, ymOf, type Ym } from '../luck-model';
import '../luck.css';

export default function AlmanacPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? undefined;
  const date = ymOf(asked) ? asked : undefined;
  const day = useApiQuery(current, date ? { date } : {});
  // The month shown: ?ym=YYYY-MM when navigating, else the month of the chosen (or today's) day.
  const ymParam = ymOf(`${params.get('ym') ?? ''}-01`);
  const shown: Ym | null = ymParam ?? ymOf(day.data?.date ?? date);
  const grid = useApiQuery(month, shown ?? { year: 0, month: 0 }, { enabled: !!shown });

  const go = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ date, ym: params.get('ym') ?? undefined, ...next })) if (v) p.set(k, v);
    setParams(p, { replace: true });
  };
  const ymText = (ym: Ym) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;
  const selected = day.data?.date ?? date ?? '';

  return (
    <PageLayout title="老黄历">
      <div className="luck-page">
        {shown && (
          <div className="luck-monthbar">
            <Button size="small" fill="none" aria-label="上个月" onClick={() => go({ ym: ymText(shiftMonth(shown, -1)) })}>‹</Button>
            <span className="luck-monthbar__title">{shown.year}年{shown.month}月</span>
            <Button size="small" fill="none" aria-label="下个月" onClick={() => go({ ym: ymText(shiftMonth(shown, 1)) })}>›</Button>
            <Button size="mini" color="primary" fill="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>今天</Button>
          </div>
        )}
        {grid.isError ? (
          <ErrorState error={grid.error} onRetry={() => void grid.refetch()} />
        ) : grid.data ? (
          <MonthGrid days={grid.data.days} today={grid.data.today} selected={selected} onSelect={(d) => go({ date: d, ym: undefined })} />
        ) : (
          shown && <LoadingState lines={3} />
        )}
        <QueryView query={day}>
          {(d) => (
            <>
              <AlmanacDayView day={d} />
              <Disclaimer text={d.disclaimer} />
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
