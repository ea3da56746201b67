/** /mine/task/index: 签到 (streak, calendar, 补签), my points and coins, the tasks, and the points shop. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pointProductList } from '@contract/growth';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiInfinite } from '@src/lib/query';
import { growthQueries, signMakeup, signToday, exchangePoints } from '../growth.queries';
import { SignCalendar } from '../components/SignCalendar';
import { TaskList } from '../components/TaskList';
import { addMonths } from '../growth-dates';
import '../growth.css';

export default function TaskIndexPage() {
  const data = useQuery(growthQueries.signData());
  const tasks = useQuery(growthQueries.tasks());
  const [month, setMonth] = useState<string | null>(null);
  const shownMonth = month ?? data.data?.today.slice(0, 7) ?? '';
  const cal = useQuery({ ...growthQueries.signList(shownMonth), enabled: !!shownMonth });
  const shop = useApiInfinite(pointProductList, {});
  const [busy, setBusy] = useState(false);

  const sign = async () => {
    setBusy(true);
    try {
      const r = await signToday({});
      toast(`签到成功 +${r.points}积分${r.coins ? ` +${r.coins}金币` : ''}`, 'success');
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const makeup = async (day: string) => {
    const d = data.data;
    if (!d) return;
    if (!d.makeupLeft) return toast('本月补签次数已用完');
    if (!(await confirm({ title: '补签', content: `补签 ${day} 需要${d.makeupCost}积分（本月还可补签${d.makeupLeft}次），确定补签吗？` }))) return;
    await signMakeup({ day }).then(() => toast('补签成功', 'success')).catch(() => {});
  };
  const exchange = async (id: number, name: string, points: number) => {
    if (!(await confirm({ title: '积分兑换', content: `用${points}积分兑换「${name}」？` }))) return;
    await exchangePoints({ id }).then(() => toast('兑换成功，可在「头像框」中佩戴', 'success')).catch(() => {});
  };

  let head;
  if (data.isPending) head = <LoadingState lines={3} />;
  else if (data.isError) head = <ErrorState error={data.error} onRetry={() => void data.refetch()} />;
  else {
    const d = data.data;
    head = (
      <>
        <section className="zp-growth-hero" aria-label="签到">
          <div className="zp-growth-hero__row">
            <div>
              <div className="zp-growth-hero__muted">已连续签到</div>
              <div className="zp-growth-hero__big" data-testid="streak">{d.streak}天</div>
            </div>
            <Button color="warning" shape="rounded" disabled={d.signedToday} loading={busy} onClick={() => void sign()}>
              {d.signedToday ? '今日已签到' : `签到 +${d.nextReward.points}积分`}
            </Button>
          </div>
          <div className="zp-growth-hero__row" style={{ marginTop: 12 }}>
            <Link to="/mine/task/point-detail" style={{ color: '#fff' }}>积分 <b data-testid="points">{d.points}</b></Link>
            <Link to="/mine/task/coin" style={{ color: '#fff' }}>金币 <b>{d.coins}</b></Link>
            <Link to="/mine/task/rule" style={{ color: '#fff' }}>规则</Link>
          </div>
        </section>
        <section className="zp-growth-card" aria-label="签到日历">
          <div className="zp-growth-title">
            <button type="button" className="zp-growth-nav" onClick={() => setMonth(addMonths(shownMonth, -1))} aria-label="上个月">‹</button>
            <span>{shownMonth.replace('-', '年')}月</span>
            <button type="button" className="zp-growth-nav" disabled={shownMonth >= d.today.slice(0, 7)} onClick={() => setMonth(addMonths(shownMonth, 1))} aria-label="下个月">›</button>
          </div>
          {cal.isError ? <ErrorState error={cal.error} onRetry={() => void cal.refetch()} />
            : !cal.data ? <LoadingState lines={2} />
              : <SignCalendar month={cal.data.month} today={cal.data.today} days={cal.data.days} onMakeup={(day) => void makeup(day)} />}
          <p className="zp-task__desc">点击漏签的日期可补签（{d.makeupCost}积分/次，本月剩余{d.makeupLeft}次）</p>
        </section>
      </>
    );
  }
  return (
    <PageLayout title="任务中心" grey>
      {head}
      {tasks.isPending ? <LoadingState /> : tasks.isError ? <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} /> : <TaskList list={tasks.data.list} />}
      <section className="zp-growth-card" aria-label="积分兑换">
        <h2 className="zp-growth-title">积分兑换</h2>
        <PagedList query={shop} empty="暂无可兑换的商品" all={(items) => (
          <div className="zp-shop">
            {items.map((p) => (
              <div key={p.id} className="zp-shop__item">
                <span className="zp-shop__name">{p.name}</span>
                <span className="zp-shop__desc">{p.description}</span>
                <span className="zp-task__reward">{p.points}积分 · 剩{p.stock}件 · 限兑{p.perUserLimit}件</span>
                <Button size="mini" color="danger" disabled={p.stock < 1 || p.taken >= p.perUserLimit} onClick={() => void exchange(p.id, p.name, p.points)}>
                  {p.stock < 1 ? '已兑完' : p.taken >= p.perUserLimit ? '已兑换' : '兑换'}
                </Button>
              </div>
            ))}
          </div>
        )} />
      </section>
    </PageLayout>
  );
}
