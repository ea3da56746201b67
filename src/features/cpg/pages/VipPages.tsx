/**
 * 古谱会员:
 * - /seekroot/vip-privilege: the rights, the plans bought through the sandbox pay page (renewals run on from the
 *   current end) and a redeem code (兑换码, with the guess captcha after misses);
 * - /mine/cpg-vip: my 古谱会员 (状态, 到期, 剩余天数) and its log (bought and redeemed).
 */
import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/cpg';
import { fenToCurrency } from '@src/lib/format';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { toast } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { beginPayment } from '@src/features/payments/index';
import { usePayReturn } from '@src/features/vip/index';
import { rememberReturn, useGuessCaptcha } from '@src/features/accounts/index';
import { confirmCpgVip, redeemCpgVip, startCpgVip } from '../cpg.queries';
import '../cpg.css';

function VipCard() {
  const my = useApiQuery(c.cpgVipMy, {});
  return (
    <QueryView query={my}>
      {(m) => (
        <div className="zp-cpg-vip" data-testid="cpg-vip-state">
          <h2>{m.isVip ? '古谱会员 · 已开通' : '未开通古谱会员'}</h2>
          {m.isVip ? <p>到期时间 <DateTime value={m.endsAt} format="date" /> · 剩余 {m.days} 天</p> : <p>开通后可阅读平台全部古谱的每一页</p>}
        </div>
      )}
    </QueryView>
  );
}

export function VipPrivilegePage() {
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(useAtomValue(userInfoAtom));
  const plans = useApiQuery(c.cpgVipPlan, {});
  const rights = useApiQuery(c.cpgVipRights, {});
  const [planId, setPlanId] = useState<c.CpgPlanId>('year');
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const guess = useGuessCaptcha();
  usePayReturn((outTradeNo) => confirmCpgVip({ outTradeNo }), '古谱会员已开通');
  const login = () => { rememberReturn('/seekroot/vip-privilege'); navigate(LOGIN); };

  const buy = async () => {
    if (!loggedIn) return login();
    setBusy(true);
    try {
      const s = await startCpgVip({ planId });
      const next = beginPayment(s, '/seekroot/vip-privilege');
      if (!next.paid) navigate(next.to, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const redeem = async () => {
    if (!loggedIn) return login();
    if (code.trim().length < 4) return toast('请输入兑换码');
    try {
      const r = await redeemCpgVip({ code: code.trim(), ...guess.params });
      setCode('');
      toast(`兑换成功，古谱会员增加${r.added}天`, 'success');
    } catch (e) { guess.onRefused(e); }
  };

  return (
    <PageLayout title="古谱会员" grey right={loggedIn ? <span role="link" onClick={() => navigate('/mine/cpg-vip')}>我的会员</span> : undefined}>
      <div className="zp-cpg">
        {loggedIn ? <VipCard /> : <div className="zp-cpg-vip"><h2>古谱会员</h2><p>登录后开通，畅读全部古谱</p></div>}
        <QueryView query={plans}>
          {(p) => (
            <section className="zp-cpg-card">
              <h3>开通会员</h3>
              <div className="zp-cpg-plans">
                {p.list.map((x) => (
                  <div key={x.id} role="radio" aria-checked={x.id === planId} data-testid={`cpg-plan-${x.id}`}
                    className={`zp-cpg-plan${x.id === planId ? ' zp-cpg-plan--on' : ''}`} onClick={() => setPlanId(x.id as c.CpgPlanId)}>
                    <b>{x.name}</b><strong>{fenToCurrency(x.price)}</strong><small>{x.days}天</small>
                  </div>
                ))}
              </div>
              <p className="zp-cpg-muted">已是会员时续费从到期日顺延</p>
              <Button block color="primary" loading={busy} data-testid="cpg-buy-vip" onClick={() => void buy()}>
                立即开通 {fenToCurrency(p.list.find((x) => x.id === planId)?.price ?? 0)}
              </Button>
            </section>
          )}
        </QueryView>
        <section className="zp-cpg-card">
          <h3>兑换码</h3>
          <div className="zp-cpg-redeem">
            <Input placeholder="输入古谱会员兑换码" value={code} onChange={setCode} maxLength={40} />
            <Button size="small" color="primary" onClick={() => void redeem()}>兑换</Button>
          </div>
          {guess.element}
        </section>
        <QueryView query={rights}>
          {(r) => (
            <section className="zp-cpg-card">
              <h3>会员权益</h3>
              {r.list.map((x, i) => (
                <div key={x.key} className="zp-cpg-right"><i>{i + 1}</i><div><b>{x.name}</b><small>{x.text}</small></div></div>
              ))}
            </section>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}

export function MineCpgVipPage() {
  const navigate = useNavigate();
  const log = useApiInfinite(c.cpgVipLogList, {});
  return (
    <PageLayout title="古谱会员" grey>
      <div className="zp-cpg">
        <VipCard />
        <Button block color="primary" style={{ marginBottom: 12 }} onClick={() => navigate('/seekroot/vip-privilege')}>开通 / 续费 / 兑换</Button>
        <div className="zp-cpg-card">
          <h3>开通记录</h3>
          <PagedList query={log} empty="暂无开通记录" refresh={false}>
            {(o) => (
              <div key={o.id} className="zp-cpg-kv">
                <span>{o.title}<br /><small><DateTime value={o.createdAt} /></small></span>
                <span>{o.amount > 0 ? fenToCurrency(o.amount) : '兑换'} · {o.statusText}{o.endsAt && <><br /><small>至 <DateTime value={o.endsAt} format="date" /></small></>}</span>
              </div>
            )}
          </PagedList>
        </div>
      </div>
    </PageLayout>
  );
}
