/** /mine/task/rule: sign-in rewards by streak, 补签, and every task with its period and reward. */
import { MAKEUP_COST_POINTS, MAKEUP_PER_MONTH, SIGN_REWARDS, TASKS, TASK_KIND_NAMES } from '@contract/growth';
import { PageLayout } from '@src/components/ui/PageLayout';
import '../growth.css';

export default function TaskRulePage() {
  return (
    <PageLayout title="任务规则" grey>
      <section className="zp-growth-card">
        <h2 className="zp-growth-title">签到奖励</h2>
        <table className="zp-growth-table">
          <thead><tr><th>连续天数</th><th>积分</th><th>金币</th></tr></thead>
          <tbody>{SIGN_REWARDS.map((r) => <tr key={r.day}><td>第{r.day}天{r.day === 7 ? '及以后' : ''}</td><td>{r.points}</td><td>{r.coins || '—'}</td></tr>)}</tbody>
        </table>
        <ul className="zp-rules" style={{ marginTop: 8 }}>
          <li>每天（北京时间）可签到一次；漏签一天，连续天数从1重新计算。</li>
          <li>本月漏签的日期可补签，每次{MAKEUP_COST_POINTS}积分，每月最多{MAKEUP_PER_MONTH}次；补签可接上连续天数，但不发签到奖励。</li>
        </ul>
      </section>
      <section className="zp-growth-card">
        <h2 className="zp-growth-title">任务</h2>
        <table className="zp-growth-table">
          <thead><tr><th>任务</th><th>周期</th><th>奖励</th></tr></thead>
          <tbody>{TASKS.map((t) => (
            <tr key={t.id}><td>{t.name}<div className="zp-task__desc">{t.description}</div></td><td>{TASK_KIND_NAMES[t.kind]}</td>
              <td>{t.points}积分{t.coins ? `+${t.coins}金币` : ''}</td></tr>
          ))}</tbody>
        </table>
        <ul className="zp-rules" style={{ marginTop: 8 }}>
          <li>任务进度由系统根据你的实际操作自动记录。</li>
          <li>每日任务在北京时间0点、每周任务在周一0点重新计数；每期奖励只能领取一次，过期未领不补发。</li>
        </ul>
      </section>
    </PageLayout>
  );
}
