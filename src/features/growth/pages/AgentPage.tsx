/**
 * /mine/agent/index (ours): the referral program — join for free; my link and QR (scene=s=<shareValue>); how many
 * people I referred, commissions held and settled by month; the rules (two levels at most, only on real paid sales).
 */
import { Button, List, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { agentMembers, COMMISSION_HOLD_DAYS } from '@contract/growth';
import { copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { QrCode } from '@src/components/ui/QrCode';
import { fenToCurrency } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { shareLink } from '@src/lib/share';
import { growthQueries, joinAgent } from '../growth.queries';
import { AgentPoster } from '../components/AgentPoster';
import '../growth.css';

const STATUS = { held: '待结算', settled: '已结算', reversed: '已冲正' } as const;

export default function AgentPage() {
  const q = useQuery(growthQueries.agentHome());
  const isAgent = !!q.data?.isAgent;
  const month = useQuery({ ...growthQueries.agentMonth(), enabled: isAgent });
  const members = useApiInfinite(agentMembers, {}, { enabled: isAgent });
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else {
    const h = q.data;
    const link = shareLink('/pages/index/index', h.shareValue, `${location.origin}${location.pathname}`);
    body = (
      <>
        <section className="zp-growth-hero" aria-label="推广概况">
          <div className="zp-growth-hero__row">
            <div><div className="zp-growth-hero__muted">待结算佣金</div><div className="zp-growth-hero__big">{fenToCurrency(h.pendingFen)}</div></div>
            <div><div className="zp-growth-hero__muted">已结算</div><div className="zp-growth-hero__big">{fenToCurrency(h.settledFen)}</div></div>
          </div>
          <div className="zp-growth-hero__muted" style={{ marginTop: 8 }}>推广用户 {h.members} 人</div>
        </section>
        {!h.isAgent ? (
          <section className="zp-growth-card">
            <p className="zp-rules">成为推广员免费。亲人通过你的链接注册后，他在商城、VIP会员和家谱印刷的每笔实际付款订单，你可得{h.rates.level1}%佣金。</p>
            <Button block color="danger" style={{ marginTop: 12 }} onClick={() => void joinAgent({}).then(() => toast('已成为推广员', 'success')).catch(() => {})}>免费成为推广员</Button>
          </section>
        ) : (
          <>
            <section className="zp-growth-card" aria-label="我的推广码" style={{ textAlign: 'center' }}>
              <QrCode text={link} size={160} label="推广二维码" />
              <div className="zp-task__desc" style={{ wordBreak: 'break-all' }}>{link}</div>
              <Button size="small" color="danger" style={{ marginTop: 8 }} onClick={() => void copyText(link).then(() => toast('链接已复制'))}>复制推广链接</Button>
            </section>
            <AgentPoster link={link} />
            <section className="zp-growth-card" aria-label="本月佣金">
              <h2 className="zp-growth-title">本月佣金{month.data ? `（已结算 ${fenToCurrency(month.data.settledFen)}）` : ''}</h2>
              {month.isError ? <ErrorState error={month.error} onRetry={() => void month.refetch()} /> : !month.data ? <LoadingState lines={2} />
                : month.data.list.length ? month.data.list.map((c) => (
                  <div key={c.id} className="zp-task">
                    <div className="zp-task__body">
                      <div className="zp-task__name">{c.subject}</div>
                      <div className="zp-task__desc">{c.level === 1 ? '直接推广' : '二级推广'} · 订单 {fenToCurrency(c.saleFen)} · <DateTime value={c.createdAt} /></div>
                    </div>
                    <span>{fenToCurrency(c.commissionFen)} <Tag color={c.status === 'settled' ? 'success' : c.status === 'held' ? 'warning' : 'default'}>{STATUS[c.status]}</Tag></span>
                  </div>
                )) : <p className="zp-task__desc">本月还没有佣金</p>}
              {h.months.length > 0 && <p className="zp-task__desc">历月结算：{h.months.map((m) => `${m.month} ${fenToCurrency(m.settledFen)}`).join('，')}</p>}
            </section>
            <section aria-label="推广用户">
              <h2 className="zp-growth-title" style={{ margin: '12px 12px 0' }}>推广用户</h2>
              <PagedList query={members} list empty="还没有通过你的链接注册的用户">
                {(m) => <List.Item key={m.userId} description={<DateTime value={m.boundAt} />} extra={m.level === 1 ? '直接' : '二级'}>{m.nickname || '族人'}</List.Item>}
              </PagedList>
            </section>
          </>
        )}
        <section className="zp-growth-card" aria-label="推广规则">
          <h2 className="zp-growth-title">推广规则</h2>
          <ul className="zp-rules">
            <li>加入免费，不收取任何费用；拉人注册本身不发奖励。</li>
            <li>佣金只来自你推广的用户的实际付款订单（商城、VIP会员、家谱印刷）：直接推广{h.rates.level1}%，你推广的推广员再推广的用户{h.rates.level2}%；最多两级，更多层级一律不计。</li>
            <li>订单确认收货（VIP会员为付款）并过{COMMISSION_HOLD_DAYS}天退款期后，佣金按月结算到钱包；订单退款的佣金自动冲正。</li>
          </ul>
        </section>
      </>
    );
  }
  return <PageLayout title="推广中心" grey>{body}</PageLayout>;
}
