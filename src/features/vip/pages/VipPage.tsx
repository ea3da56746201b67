/**
 * /mine/member/vip: my VIP (开通状态、到期、剩余天数), the plans (月度/年度/终身) bought through the sandbox pay page,
 * and the privileges with whether they are on; links to the purchase log, frames and project editions.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import * as v from '@contract/vip';
import { fenToCurrency, formatDate } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { confirmVip, startVip } from '../vip.queries';
import { usePayReturn } from '../pay-return';
import '../vip.css';

export default function VipPage() {
  const navigate = useNavigate();
  const my = useApiQuery(v.vipMy, {});
  const plans = useApiQuery(v.vipPlans, {});
  const [planId, setPlanId] = useState<v.VipPlanId>('year');
  const [busy, setBusy] = useState(false);
  usePayReturn((outTradeNo) => confirmVip({ outTradeNo }), 'VIP会员已开通');

  const buy = async () => {
    setBusy(true);
    try {
      const start = await startVip({ planId });
      const next = beginPayment(start, '/mine/member/vip');
      if (next.paid) await my.refetch();
      else navigate(next.to, { replace: true });
    } catch {
      // the api client has shown the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="VIP会员" grey>
      <div className="zp-vip">
        <QueryView query={my}>
          {(m) => (
            <div className="zp-vip-card" data-testid="vip-state">
              <h2>{m.isVip ? (m.lifetime ? '终身VIP会员' : 'VIP会员 · 已开通') : '未开通VIP会员'}</h2>
              {m.isVip && !m.lifetime && <p>到期时间 {formatDate(m.endsAt)} · 剩余 {m.days} 天</p>}
              {m.lifetime && <p>永久有效</p>}
              {!m.isVip && <p>开通会员，享更多家族、会员专属装扮等特权</p>}
            </div>
          )}
        </QueryView>
        <div className="zp-vip-links">
          <Link to="/mine/member/buy-log">购买记录</Link>
          <Link to="/mine/person/rahmen">头像框</Link>
          <Link to="/mine/member/people">家族版本</Link>
        </div>
        <QueryView query={plans}>
          {(p) => (
            <>
              {!my.data?.lifetime && (
                <section className="zp-vip-section">
                  <h3>{my.data?.isVip ? '续费会员' : '开通会员'}</h3>
                  <div className="zp-vip-plans">
                    {p.list.map((x) => (
                      <div key={x.id} role="radio" aria-checked={x.id === planId} data-testid={`vip-plan-${x.id}`}
                        className={`zp-vip-plan${x.id === planId ? ' zp-vip-plan--on' : ''}`} onClick={() => setPlanId(x.id as v.VipPlanId)}>
                        <b>{x.name}</b>
                        <strong>{fenToCurrency(x.price)}</strong>
                        <small>{x.text}</small>
                      </div>
                    ))}
                  </div>
                  {my.data?.isVip && <p className="zp-vip-muted">续费从当前到期日顺延</p>}
                  <Button block color="primary" loading={busy} style={{ marginTop: 12 }} onClick={() => void buy()}>
                    {my.data?.isVip ? '立即续费' : '立即开通'} {fenToCurrency(p.list.find((x) => x.id === planId)?.price ?? 0)}
                  </Button>
                  <p className="zp-vip-muted">开通即表示同意<a onClick={() => navigate('/mine/member/agreement')}>《会员协议》</a></p>
                </section>
              )}
              <section className="zp-vip-section">
                <h3>会员特权</h3>
                {p.privileges.map((x, i) => {
                  const on = my.data?.privileges.find((y) => y.key === x.key)?.active;
                  return (
                    <div key={x.key} className="zp-vip-priv" data-testid={`vip-privilege-${x.key}`} data-active={on ? 'true' : 'false'}>
                      <i>{i + 1}</i>
                      <div><b>{x.name}</b>{on && <span className="zp-vip-muted">（已生效）</span>}<small>{x.text}</small></div>
                    </div>
                  );
                })}
              </section>
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
