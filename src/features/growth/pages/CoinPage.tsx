/**
 * /mine/task/coin: my coins and my wallet; 提现 (the amount is frozen at once, finance reviews it) and this month's
 * withdrawals; the wallet's lines.
 */
import { useState } from 'react';
import { Button, Input, List, Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { WITHDRAW_STATUS_NAMES } from '@contract/growth';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { fenToCurrency } from '@src/lib/format';
import { addWithdrawal, growthQueries } from '../growth.queries';
import { LedgerList } from '../components/LedgerList';
import '../growth.css';

export default function CoinPage() {
  const c = useQuery(growthQueries.currency());
  const w = useQuery(growthQueries.withdrawMonth());
  const [yuan, setYuan] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const fen = Math.round(Number(yuan) * 100);
    if (!Number.isFinite(fen) || fen < 1 || !/^\d+(\.\d{1,2})?$/.test(yuan.trim())) return toast('请输入正确的提现金额');
    if (!(await confirm({ title: '申请提现', content: `提现 ${fenToCurrency(fen)}，金额将先从钱包冻结，财务审核通过后打款到账。确定申请吗？` }))) return;
    setBusy(true);
    try {
      await addWithdrawal({ amountFen: fen });
      setYuan('');
      toast('已提交，等待审核', 'success');
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <PageLayout title="我的金币" grey>
      {c.isPending ? <LoadingState lines={2} /> : c.isError ? <ErrorState error={c.error} onRetry={() => void c.refetch()} /> : (
        <section className="zp-growth-hero" aria-label="余额">
          <div className="zp-growth-hero__row">
            <div><div className="zp-growth-hero__muted">金币</div><div className="zp-growth-hero__big">{c.data.coins}</div></div>
            <div><div className="zp-growth-hero__muted">钱包余额</div><div className="zp-growth-hero__big" data-testid="wallet">{fenToCurrency(c.data.wallet)}</div></div>
          </div>
          <div className="zp-growth-hero__row zp-growth-hero__muted" style={{ marginTop: 8 }}>
            <span>提现审核中 {fenToCurrency(c.data.frozen)}</span>
            <span className="zp-growth-links"><Link to="/mine/task/coin-detail" style={{ color: '#fff' }}>金币明细</Link><Link to="/mine/task/coin-rule" style={{ color: '#fff' }}>金币规则</Link></span>
          </div>
        </section>
      )}
      <section className="zp-growth-card" aria-label="提现">
        <h2 className="zp-growth-title">提现</h2>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Input placeholder="提现金额（元）" value={yuan} onChange={setYuan} inputMode="decimal" aria-label="提现金额" style={{ flex: 1, border: '1px solid #eee', borderRadius: 6, padding: '4px 8px' }} />
          <Button color="danger" size="small" loading={busy} onClick={() => void submit()}>申请提现</Button>
        </div>
        {w.data && (
          <p className="zp-task__desc">
            最低{fenToCurrency(w.data.rules.minFen)}，每天最多{fenToCurrency(w.data.rules.dailyLimitFen)}{w.data.rules.realNameRequired ? '，需先在个人资料中填写真实姓名' : ''}
          </p>
        )}
        {w.isError && <ErrorState error={w.error} onRetry={() => void w.refetch()} />}
        {w.data && (w.data.list.length ? (
          <List header={`本月提现（已到账 ${fenToCurrency(w.data.totalFen)}）`}>
            {w.data.list.map((x) => (
              <List.Item key={x.id} description={<><DateTime value={x.createdAt} />{x.note ? ` · ${x.note}` : ''}</>} extra={
                <Tag color={x.status === 'paid' ? 'success' : x.status === 'pending' || x.status === 'paying' ? 'warning' : 'default'}>{WITHDRAW_STATUS_NAMES[x.status]}</Tag>
              }>{fenToCurrency(x.amountFen)}</List.Item>
            ))}
          </List>
        ) : <p className="zp-task__desc">本月还没有提现</p>)}
      </section>
      <section aria-label="钱包明细">
        <h2 className="zp-growth-title" style={{ margin: '12px 12px 0' }}>钱包明细</h2>
        <LedgerList book="wallet" empty="钱包还没有记录" />
      </section>
    </PageLayout>
  );
}
