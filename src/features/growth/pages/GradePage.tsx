/** /mine/grade/index: my growth value and level, and the level table. */
import { ProgressBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { growthQueries } from '../growth.queries';
import '../growth.css';

export default function GradePage() {
  const q = useQuery(growthQueries.levels());
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    const d = q.data;
    const cur = d.list.find((l) => l.level === d.level)!;
    const pct = d.next === null ? 100 : ((d.growth - cur.growth) / (d.next - cur.growth)) * 100;
    body = (
      <>
        <section className="zp-growth-hero" aria-label="我的等级">
          <div className="zp-growth-hero__muted">当前等级</div>
          <div className="zp-growth-hero__big">Lv{d.level} {d.name}</div>
          <div className="zp-growth-hero__muted">成长值 {d.growth}{d.next !== null ? `，距下一级还差${d.next - d.growth}` : '，已是最高等级'}</div>
          <ProgressBar percent={pct} style={{ marginTop: 8, '--fill-color': '#ffe58f' } as React.CSSProperties} />
        </section>
        <section className="zp-growth-card" aria-label="等级表">
          <h2 className="zp-growth-title">等级说明</h2>
          {d.list.map((l) => (
            <div key={l.level} className={`zp-grade${l.level === d.level ? ' zp-grade--mine' : ''}`}>
              <span style={{ width: 48 }}>Lv{l.level}</span><span style={{ flex: 1 }}>{l.name}</span><span>成长值 ≥ {l.growth}{l.projectBonus ? `，多建${l.projectBonus}个家族` : ''}</span>
            </div>
          ))}
          <p className="zp-task__desc">成长值 = 累计获得的积分（签到、任务等），兑换消费积分不会降低成长值。</p>
        </section>
      </>
    );
  }
  return <PageLayout title="我的等级" grey>{body}</PageLayout>;
}
