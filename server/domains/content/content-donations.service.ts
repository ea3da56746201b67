/**
 * 捐资 and the 功德榜: drives by the clan's managers, gifts through the payments core (target 'donation', idempotent by
 * the client's key), the merit list and ledger for the clan's readers, refunds by finance staff with a log.
 * An anonymous entry is shown as 匿名善士 with no user id everywhere except to its donor.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/donations';
import { ANONYMOUS_NAME, DRIVE_KIND_NAMES, type DonationItem, type Drive } from '@contract/donations';
import { chinaDay } from '../../../model/datetime';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { displayNames } from '../accounts/index';
import { confirmPayment, createPayment, getPayment, refundPayment, registerFulfiller } from '../payments/index';
import { isManager, onProjectDelete, requireProjectRole } from '../projects/index';
import { requireStaff } from '../staff/index';
import { requireClean } from './content.service';
import * as repo from './content-donations.repo';
import * as posts from './content.repo';

export const DONATION = 'donation';
const STATUS_NAMES: Record<string, string> = { pending: '待支付', paid: '已到账', refunded: '已退款' };
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });

/** Past its deadline (China date) a drive counts as closed. */
function toDrive(d: repo.DriveRow, now: Date): Drive {
  const closed = d.status === 'closed' || d.deadline < chinaDay(now);
  return {
    id: d.id, projectId: d.projectId, kind: d.kind as Drive['kind'], kindName: DRIVE_KIND_NAMES[d.kind as Drive['kind']] ?? d.kind, title: d.title,
    description: d.description, goal: d.goalFen, raised: d.raisedFen, spent: d.spentFen, donorCount: d.donorCount, deadline: d.deadline,
    status: closed ? 'closed' : 'open', statusName: closed ? '已结束' : '进行中', createdAt: d.createdAt.toISOString(),
  };
}

/** An entry as `me` may see it: the name, user id and details of an anonymous one only for its donor. */
export function toItem(d: repo.DonationRow, me: number): DonationItem {
  const mine = d.userId === me;
  const hide = d.anonymous && !mine;
  return {
    id: d.id, driveId: d.driveId, driveTitle: d.driveTitle, projectId: d.projectId, userId: hide ? null : d.userId,
    name: hide ? ANONYMOUS_NAME : d.name, anonymous: d.anonymous, message: d.message, amount: d.amountFen,
    status: d.status as DonationItem['status'], statusName: STATUS_NAMES[d.status] ?? d.status, mine,
    branch: mine ? d.branch : '', hometown: mine ? d.hometown : '', phone: mine ? d.phone : '',
    createdAt: d.createdAt.toISOString(), paidAt: d.paidAt ? d.paidAt.toISOString() : null,
  };
}

async function readableDrive(ctx: Ctx, projectId: number, id: number) {
  const access = await requireProjectRole(ctx, projectId, 'visitor');
  const drive = await repo.driveById(ctx.db, projectId, id);
  if (!drive) fail('捐资项目不存在');
  return { access, drive };
}

/** A paid gift credits its entry and drive once (the payments core runs this inside the transaction that marks it paid). */
registerFulfiller(DONATION, async (tx, payment, { now }) => {
  const [projectId, giftId] = String(payment.targetId).split(':').map(Number);
  const g = await repo.creditGift(tx, projectId, giftId, now);
  if (g) await posts.insertActivity(tx, { userId: payment.userId, action: 'donate', title: payment.subject, link: '/content/donation-mine', at: now });
});

/** GET /content/donation/list */
export async function list(ctx: Ctx, p: ParsedParams<typeof c.donationList>): Promise<Reply<typeof c.donationList>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const now = ctx.adapters.clock.now();
  const rows = await repo.drivePage(ctx.db, p.projectId, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((d) => toDrive(d, now)), p.pageSize);
}

/** GET /content/donation/:id */
export async function get(ctx: Ctx, p: ParsedParams<typeof c.donationGet>): Promise<Reply<typeof c.donationGet>> {
  const { access, drive } = await readableDrive(ctx, p.projectId, p.id);
  return { ...toDrive(drive, ctx.adapters.clock.now()), canManage: isManager(access) };
}

/** GET /content/donation/merit: by amount, then time; anonymous without a name. */
export async function merit(ctx: Ctx, p: ParsedParams<typeof c.donationMerit>): Promise<Reply<typeof c.donationMerit>> {
  await readableDrive(ctx, p.projectId, p.id);
  const from = (p.pageIndex - 1) * p.pageSize;
  const rows = await repo.meritPage(ctx.db, p.projectId, p.id, from, p.pageSize + 1);
  return paged(rows.map((d, i) => ({
    rank: from + i + 1, name: d.anonymous ? ANONYMOUS_NAME : d.name, anonymous: d.anonymous, message: d.message, amount: d.amountFen,
    paidAt: iso(d.paidAt!),
  })), p.pageSize);
}

/** GET /content/donation/ledger */
export async function ledger(ctx: Ctx, p: ParsedParams<typeof c.donationLedger>): Promise<Reply<typeof c.donationLedger>> {
  const { drive } = await readableDrive(ctx, p.projectId, p.id);
  const income = await repo.incomeOf(ctx.db, p.projectId, p.id);
  const spending = await repo.spendingsOf(ctx.db, p.projectId, p.id);
  return {
    raised: drive.raisedFen, spent: drive.spentFen, balance: drive.raisedFen - drive.spentFen,
    income: income.map((r) => ({ name: r.anonymous ? ANONYMOUS_NAME : r.name, amount: r.amount_fen, at: iso(r.paid_at) })),
    spending: spending.map((s) => ({ id: s.id, item: s.item, amount: s.amountFen, spentOn: s.spentOn })),
  };
}

/** POST /content/donation/save: the clan's 管理员 / 协管员. */
export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.donationSave>): Promise<Reply<typeof c.donationSave>> {
  await requireProjectRole(ctx, p.projectId, 'manager');
  requireClean(p.title, p.description);
  const now = ctx.adapters.clock.now();
  const v = { kind: p.kind, title: p.title, description: p.description, goalFen: p.goal, deadline: p.deadline };
  let id = p.id;
  if (id === undefined) {
    if (p.deadline < chinaDay(now)) fail('截止日期不能早于今天');
    id = await repo.insertDrive(ctx.db, { ...v, projectId: p.projectId, createdBy: ctx.user.id, at: now });
  } else {
    if (!(await repo.driveById(ctx.db, p.projectId, id))) fail('捐资项目不存在');
    await repo.updateDrive(ctx.db, p.projectId, id, { ...v, status: p.closed ? 'closed' : 'open' });
  }
  return toDrive((await repo.driveById(ctx.db, p.projectId, id))!, now);
}

/** POST /content/donation/spend */
export async function spend(ctx: Ctx<'user'>, p: ParsedParams<typeof c.donationSpend>): Promise<Reply<typeof c.donationSpend>> {
  await requireProjectRole(ctx, p.projectId, 'manager');
  requireClean(p.item);
  if (!(await repo.driveById(ctx.db, p.projectId, p.driveId))) fail('捐资项目不存在');
  return ctx.db.transaction((tx) => repo.insertSpending(tx, { projectId: p.projectId, driveId: p.driveId, item: p.item, amountFen: p.amount, spentOn: p.spentOn, createdBy: ctx.user.id, at: ctx.adapters.clock.now() }));
}

/** GET /content/donation/manage */
export async function manage(ctx: Ctx<'user'>, p: ParsedParams<typeof c.donationManage>): Promise<Reply<typeof c.donationManage>> {
  await requireProjectRole(ctx, p.projectId, 'manager');
  if (!(await repo.driveById(ctx.db, p.projectId, p.id))) fail('捐资项目不存在');
  const rows = await repo.drivePageAll(ctx.db, p.projectId, p.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((d) => toItem(d, ctx.user.id)), p.pageSize);
}

/** A gift (new or the one of this key) and its payment. */
async function give(ctx: Ctx<'user'>, projectId: number, donationId: number | null, p: { amount: number; clientKey: string; payType: 'sandbox' | 'wallet' }, entry?: { driveId: number; anonymous: boolean; name: string; message: string; title: string }) {
  const now = ctx.adapters.clock.now();
  const again = await repo.findGiftByKey(ctx.db, projectId, ctx.user.id, p.clientKey);
  return ctx.db.transaction(async (tx) => {
    let gift = again;
    if (!gift) {
      let id = donationId;
      if (id === null) id = await repo.insertDonation(tx, { projectId, driveId: entry!.driveId, userId: ctx.user.id, anonymous: entry!.anonymous, name: entry!.name, message: entry!.message, at: now });
      const made = await repo.giftByKey(tx, { projectId, donationId: id, userId: ctx.user.id, clientKey: p.clientKey, amountFen: p.amount, at: now });
      gift = made.gift;
      if (!made.fresh && id !== donationId) await repo.deleteUnpaid(tx, projectId, id); // a parallel twin made it first
    }
    if (gift.amountFen !== p.amount) fail('该笔捐款已提交，金额不能更改');
    if (gift.status !== 'pending') {
      return { id: gift.donationId, payment: { outTradeNo: gift.outTradeNo ?? '', payUrl: '', amount: gift.amountFen, subject: '', payType: p.payType, status: 'paid' as const } };
    }
    const payment = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: gift.amountFen, subject: `捐资：${entry?.title ?? '追加捐款'}`, targetType: DONATION,
      targetId: `${projectId}:${gift.id}`, payType: p.payType,
    });
    await repo.setGiftTrade(tx, projectId, gift.id, payment.outTradeNo);
    return { id: gift.donationId, payment };
  });
}

/** POST /contribution/add */
export async function add(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionAdd>): Promise<Reply<typeof c.contributionAdd>> {
  const { drive } = await readableDrive(ctx, p.projectId, p.driveId);
  requireClean(p.name, p.message);
  if (toDrive(drive, ctx.adapters.clock.now()).status === 'closed' && !(await repo.findGiftByKey(ctx.db, p.projectId, ctx.user.id, p.clientKey))) fail('该捐资项目已结束');
  const name = p.name || (await displayNames(ctx.db, [ctx.user.id])).get(ctx.user.id)?.name || `用户${ctx.user.id}`;
  return give(ctx, p.projectId, null, p, { driveId: drive.id, anonymous: p.anonymous, name, message: p.message, title: drive.title });
}

async function ownDonation(ctx: Ctx<'user'>, projectId: number, id: number) {
  await requireProjectRole(ctx, projectId, 'visitor');
  const d = await repo.donationById(ctx.db, projectId, id);
  if (!d || d.userId !== ctx.user.id) fail('捐款记录不存在');
  return d;
}

/** GET /contribution/append */
export async function append(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionAppend>): Promise<Reply<typeof c.contributionAppend>> {
  const d = await ownDonation(ctx, p.projectId, p.id);
  return give(ctx, p.projectId, d.id, p);
}

/** GET /contribution/confirm */
export async function confirm(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionConfirm>): Promise<Reply<typeof c.contributionConfirm>> {
  const r = await confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: DONATION });
  const pay = await getPayment(ctx.db, p.outTradeNo);
  const [projectId, giftId] = String(pay?.targetId ?? '').split(':').map(Number);
  const g = projectId && giftId ? await repo.giftById(ctx.db, projectId, giftId) : undefined;
  const d = g ? await repo.donationById(ctx.db, projectId, g.donationId) : undefined;
  return { ...r, donation: d ? toItem(d, ctx.user.id) : null };
}

/** GET /contribution/delete/:id: only an entry never paid. */
export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionDelete>): Promise<Reply<typeof c.contributionDelete>> {
  await ownDonation(ctx, p.projectId, p.id);
  if (!(await ctx.db.transaction((tx) => repo.deleteUnpaid(tx, p.projectId, p.id)))) fail('已支付的捐款不能删除');
  return { deleted: true };
}

/** GET /contribution/details */
export async function details(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionDetails>): Promise<Reply<typeof c.contributionDetails>> {
  await requireProjectRole(ctx, p.projectId, 'visitor');
  const d = await repo.donationById(ctx.db, p.projectId, p.id);
  if (!d || (d.status === 'pending' && d.userId !== ctx.user.id)) fail('捐款记录不存在');
  return toItem(d, ctx.user.id);
}

/** GET /contribution/details/my */
export async function mine(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionMy>): Promise<Reply<typeof c.contributionMy>> {
  const rows = await repo.myPage(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((d) => toItem(d, ctx.user.id)), p.pageSize);
}

/** POST /contribution/perfect */
export async function perfect(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contributionPerfect>): Promise<Reply<typeof c.contributionPerfect>> {
  await ownDonation(ctx, p.projectId, p.id);
  requireClean(p.name, p.message, p.branch, p.hometown);
  await repo.updateDetails(ctx.db, p.projectId, p.id, { name: p.name, anonymous: p.anonymous, message: p.message, branch: p.branch, hometown: p.hometown, phone: p.phone });
  return toItem((await repo.donationById(ctx.db, p.projectId, p.id))!, ctx.user.id);
}

/** POST /ops/donation/refund: finance staff give back every paid gift of an entry; each refund is logged. */
export async function opsRefund(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsDonationRefund>): Promise<Reply<typeof c.opsDonationRefund>> {
  await requireStaff(ctx, 'finance');
  const d = await repo.donationById(ctx.db, p.projectId, p.donationId);
  if (!d) fail('捐款记录不存在');
  const paid = await repo.paidGiftsOf(ctx.db, p.projectId, d.id);
  if (!paid.length) fail('该捐款没有可退的款项');
  let refunded = 0;
  for (const g of paid) {
    const r = await refundPayment(ctx, g.outTradeNo!, `捐款退款：${p.reason}`);
    if (r.status !== 'refunded') continue;
    await ctx.db.transaction(async (tx) => {
      const moved = await repo.debitGift(tx, p.projectId, g.id);
      if (!moved) return;
      refunded += moved.amountFen;
      await repo.insertRefundLog(tx, { projectId: p.projectId, donationId: d.id, giftId: g.id, staffId: ctx.user.id, amountFen: moved.amountFen, reason: p.reason, at: ctx.adapters.clock.now() });
    });
  }
  return { refunded, donation: toItem((await repo.donationById(ctx.db, p.projectId, d.id))!, 0) };
}

/** GET /ops/donation/refund/list */
export async function opsRefundLog(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsDonationRefundLog>): Promise<Reply<typeof c.opsDonationRefundLog>> {
  await requireStaff(ctx, 'finance');
  const rows = await repo.refundLogPage(ctx.db, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const names = await displayNames(ctx.db, rows.map((r) => r.staffId));
  return paged(rows.map((r) => ({
    id: r.id, projectId: r.projectId, donationId: r.donationId, staffName: names.get(r.staffId)?.name ?? `用户${r.staffId}`, amount: r.amountFen,
    reason: r.reason, createdAt: r.createdAt.toISOString(),
  })), p.pageSize);
}

onProjectDelete((tx, projectId) => repo.deleteOfProject(tx, projectId));
