/**
 * Demo 发现 items so the find tab is not empty on `npm start`: a how-to-use-Zupu course series made only of the app's
 * own rules — the sign-in reward table, the task list, the print price rule and the agent rules, read from the same
 * contract constants the screens show (no invented editorial claims). Covers are drawn locally (public/find/*.svg).
 * Runs when there is no find item yet; staff publish more (and videos) in /ops/find-items.
 */
import { sql } from 'drizzle-orm';
import { AGENT_RATE_PERCENT, COMMISSION_HOLD_DAYS, MAKEUP_COST_POINTS, MAKEUP_PER_MONTH, SIGN_REWARDS, TASKS, TASK_KIND_NAMES } from '@contract/growth';
import type { Db } from '../db/client';
import { findItems } from '../db/schema/index';
import { priceConfig } from '../domains/print/pricing';

const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

/** The courses, each built from the rules the app applies. */
export function demoFindCourses(): { title: string; summary: string; cover: string; body: string }[] {
  const price = priceConfig();
  return [
    {
      title: '族谱使用课堂：每日签到与积分', cover: '/find/signin.svg',
      summary: '连续签到天数越多，每天得到的积分越多；漏签的日子可以补签。',
      body: `<p>每天在“我的 · 任务中心”签到一次（以北京时间为准），连续签到的天数决定当天的积分：</p>${ul(SIGN_REWARDS.map((r) => `第${r.day}天${r.day === 7 ? '及以后' : ''}：${r.points}积分${r.coins ? `，每连续满7天另得${r.coins}金币` : ''}`))}`
        + `<p>漏签一天，连续天数从头算起。本月漏签的日子可以补签：每次${MAKEUP_COST_POINTS}积分，每月最多${MAKEUP_PER_MONTH}次；补签不发签到奖励。</p>`,
    },
    {
      title: '族谱使用课堂：任务与奖励', cover: '/find/tasks.svg',
      summary: '完成新手任务、每日任务和每周任务，领取积分和金币。',
      body: `<p>任务的进度由你在应用里真实完成的事情自动记录，完成后在任务中心点“领取”：</p>${ul(TASKS.map((t) => `${TASK_KIND_NAMES[t.kind]} · ${t.name}：${t.description}（${t.points}积分${t.coins ? `、${t.coins}金币` : ''}）`))}`
        + '<p>每日任务每天可领一次，每周任务每周可领一次，新手任务只能领一次。积分可在积分商城兑换头像框、优惠券和家谱印刷折扣卡。</p>',
    },
    {
      title: '族谱使用课堂：家谱印刷怎么计价', cover: '/find/print.svg',
      summary: '一本的价格 = 装订基础价 + 页数 × 每页单价，每单另收运费。',
      body: `<p>${esc(price.note)}。</p>${ul([...price.binding.map((b) => `${b.name}：基础价${yuan(b.base)}元/本`), ...price.perPage.map((p) => `${p.name}纸张：每页${yuan(p.price)}元`), `运费：每单${yuan(price.shipping)}元`, `数量：${price.minQuantity}–${price.maxQuantity}本`])}`
        + '<p>在“家谱书”里生成样本并确认后即可下单；用积分兑换的“家谱印刷9折卡”会在下单时自动抵扣印刷费。</p>',
    },
    {
      title: '族谱使用课堂：推广员规则', cover: '/find/agent.svg',
      summary: '成为推广员免费，佣金只来自你推广的用户的实际付款订单，最多两级。',
      body: ul([
        '加入免费，不收取任何费用；拉人注册本身不发奖励。',
        `佣金只来自你推广的用户的实际付款订单（商城、VIP会员、家谱印刷）：直接推广${AGENT_RATE_PERCENT[1]}%，你推广的推广员再推广的用户${AGENT_RATE_PERCENT[2]}%；最多两级，更多层级一律不计。`,
        `订单确认收货（VIP会员为付款）并过${COMMISSION_HOLD_DAYS}天退款期后，佣金按月结算到钱包；订单退款的佣金自动冲正。`,
      ]) + '<p>在“我的 · 推广中心”可以复制推广链接、保存带二维码的推广海报。</p>',
    },
  ];
}

export async function seedFind(db: Db, authorId: number): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(findItems)) as { n: number }[];
  if (Number(n) > 0) return;
  const courses = demoFindCourses();
  // oldest first, so the list (newest first) opens with the first lesson of the series at the bottom
  const base = Date.now() - courses.length * 60_000;
  await db.insert(findItems).values(courses.map((c, i) => ({
    kind: 'course', title: c.title, summary: c.summary, cover: c.cover, body: c.body, createdBy: authorId, createdAt: new Date(base + i * 60_000),
  })));
}
