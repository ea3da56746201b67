/** /mine/task/coin-rule: how coins are earned and what wallet money and withdrawals follow. */
import { useQuery } from '@tanstack/react-query';
import { COINS_PER_FEN, HONGBAO_TTL_HOURS, TASKS } from '@contract/growth';
import { PageLayout } from '@src/components/ui/PageLayout';
import { fenToCurrency } from '@src/lib/format';
import { growthQueries } from '../growth.queries';
import '../growth.css';

export default function CoinRulePage() {
  const w = useQuery(growthQueries.withdrawMonth());
  const coinTasks = TASKS.filter((t) => t.coins > 0);
  return (
    <PageLayout title="金币规则" grey>
      <section className="zp-growth-card">
        <h2 className="zp-growth-title">如何获得金币</h2>
        <ul className="zp-rules">
          <li>连续签到每满7天，奖励10金币。</li>
          {coinTasks.map((t) => <li key={t.id}>{t.name}：{t.coins}金币（{t.kind === 'once' ? '一次' : t.kind === 'daily' ? '每天' : '每周'}）。</li>)}
          <li>抢到的红包可兑换为金币，1分钱兑换{COINS_PER_FEN}金币；也可兑换到钱包余额。</li>
        </ul>
      </section>
      <section className="zp-growth-card">
        <h2 className="zp-growth-title">钱包与提现</h2>
        <ul className="zp-rules">
          <li>未被领完的红包，{HONGBAO_TTL_HOURS}小时后剩余金额自动退回发红包人的钱包。</li>
          {w.data && <li>提现最低{fenToCurrency(w.data.rules.minFen)}，每天最多{fenToCurrency(w.data.rules.dailyLimitFen)}。</li>}
          {w.data?.rules.realNameRequired && <li>提现前需在个人资料中填写真实姓名。</li>}
          <li>申请提现后金额立即冻结，财务审核通过后打款；审核未通过或打款失败，冻结金额退回钱包。</li>
          <li>所有金额变动都记入明细，不会修改历史记录；更正以冲正记录体现。</li>
        </ul>
      </section>
    </PageLayout>
  );
}
