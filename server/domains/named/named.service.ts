/**
 * Names: analysis (free) and name-picking requests (owner only; the full list after payment). See
 * contract/named.ts for how the spec's /named/* rows map to these features.
 */
import type * as c from '@contract/named';
import { MESSAGES, toPage, type ParsedParams, type Reply } from '@contract/common/index';
import { baziBalance, nameStrokes, pickNames } from '@model/naming/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail } from '../../http/errors';
import { cancelPayment, createPayment, registerFulfiller } from '../payments/index';
import { analyse, birthInstant, NAMING_DISCLAIMER, suggestionOut } from './named.analysis';
import { childAreas, levelOf } from '../area/index';
import * as repo from './named.repo';
import type { NamedRow } from './named.repo';

/** Names a request proposes, how many are free, and the price of the full list. */
export const NAMED_TOTAL = 30;
export const NAMED_FREE = 3;
export const NAMED_PRICE_FEN = 990;
/** The payments core's target type for a name-picking order. */
export const NAMED_TARGET = 'named';
const ALREADY_PAID = '该起名记录已支付，无需重复支付';

export function message(): Reply<typeof c.message> {
  return {
    title: '起名须知',
    text: [
      '根据姓氏、性别、字辈和出生时间（北京时间），按五格剖象、三才配置、八十一数理与八字五行推荐名字。',
      `每次起名推荐${NAMED_TOTAL}个名字，前${NAMED_FREE}个免费查看，支付${(NAMED_PRICE_FEN / 100).toFixed(2)}元后可查看全部。`,
      '字辈字固定在所选位置；可填写避讳字（如先人名讳），推荐时不会使用。',
      '笔画按康熙字典繁体计算；不同流派的数理、三才表略有出入。',
    ],
    disclaimer: NAMING_DISCLAIMER,
    total: NAMED_TOTAL,
    freeCount: NAMED_FREE,
    priceFen: NAMED_PRICE_FEN,
  };
}

export function score(ctx: Ctx, p: ParsedParams<typeof c.score>): Reply<typeof c.score> {
  return analyse(p, ctx.adapters.clock.now());
}

// ---------------------------------------------------------------------------------------------------
// Requests

function requestOut(r: NamedRow): c.NamedRequest {
  const names = r.names as c.Suggestion[];
  return {
    id: r.id, surname: r.surname, gender: r.gender, zibei: r.zibei,
    zibeiPosition: r.zibeiPosition === 'second' ? 'second' : 'first', givenLength: r.givenLength,
    birth: r.birth, birthplace: r.birthplace, avoid: r.avoid, status: r.status, paid: r.paid,
    createdAt: r.createdAt.toISOString(), preview: names.slice(0, NAMED_FREE).map((n) => n.name),
  };
}

function detailsOut(r: NamedRow): c.NamedDetails {
  const names = r.names as c.Suggestion[];
  const shown = r.paid ? names : names.slice(0, NAMED_FREE);
  return {
    request: requestOut(r), names: shown, total: names.length, freeCount: NAMED_FREE,
    locked: names.length - shown.length, priceFen: NAMED_PRICE_FEN,
    bazi: r.bazi as c.NamedDetails['bazi'], disclaimer: NAMING_DISCLAIMER,
  };
}

/** A live request owned by the caller, else a msg 0. */
async function owned(ctx: Ctx<'user'>, db: Tx, id: number): Promise<NamedRow> {
  const r = await repo.requestById(db, id);
  if (!r) fail('起名记录不存在');
  if (r.userId !== ctx.user.id) fail(MESSAGES.forbidden);
  return r;
}

function knownStrokes(text: string, role: 'surname' | 'given', what: string): void {
  const unknown = nameStrokes(text, role).filter((ch) => ch.strokes === null).map((ch) => ch.char);
  if (unknown.length) fail(`${what}「${unknown.join('')}」暂无康熙笔画数据，无法起名`);
}

export async function create(ctx: Ctx<'user'>, p: ParsedParams<typeof c.create>): Promise<Reply<typeof c.create>> {
  const now = ctx.adapters.clock.now();
  const birthAt = birthInstant(p.birth, now);
  if (p.zibei && p.givenLength === 1) fail('有字辈时名字须为两个字');
  knownStrokes(p.surname, 'surname', '姓氏');
  if (p.zibei) knownStrokes(p.zibei, 'given', '字辈');
  if (p.zibei && p.surname.includes(p.zibei)) fail('字辈字不能与姓氏相同');
  const avoid = [...p.avoid].filter((ch) => /[\u3400-\u4dbf\u4e00-\u9fff]/.test(ch)).join('');
  const names = pickNames({
    surname: p.surname, gender: p.gender === 2 ? 'f' : 'm', birth: birthAt,
    ...(p.zibei ? { zibei: p.zibei, zibeiPosition: p.zibeiPosition } : {}),
    givenLength: p.givenLength as 1 | 2, avoid, limit: NAMED_TOTAL,
  });
  if (!names.length) fail('按这些条件没有找到合适的名字，请调整字辈或避讳字');
  const bazi = baziBalance(birthAt);
  const row = await repo.insertRequest(ctx.db, {
    userId: ctx.user.id, surname: p.surname, gender: p.gender, zibei: p.zibei ?? '', zibeiPosition: p.zibeiPosition,
    givenLength: p.zibei ? 2 : p.givenLength, birth: p.birth.replace('T', ' '), birthAt, birthplace: p.birthplace, avoid,
    status: 'done', names: names.map(suggestionOut), bazi: { pillars: bazi.pillars, weak: bazi.weak }, createdAt: now,
  });
  return detailsOut(row);
}

export async function details(ctx: Ctx<'user'>, p: ParsedParams<typeof c.details>): Promise<Reply<typeof c.details>> {
  return detailsOut(await owned(ctx, ctx.db, p.id));
}

export async function logs(ctx: Ctx<'user'>, p: ParsedParams<typeof c.logs>): Promise<Reply<typeof c.logs>> {
  const rows = await repo.requestsOf(ctx.db, ctx.user.id, p.pageIndex, p.pageSize);
  const pg = toPage(rows, p.pageSize);
  return { list: pg.list.map(requestOut), hasNext: pg.hasNext };
}

export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.remove>): Promise<null> {
  const r = await owned(ctx, ctx.db, p.id);
  await repo.softDelete(ctx.db, r.id, ctx.adapters.clock.now());
  return null;
}

/**
 * POST /named/createOrder: pay for the full list through the payments core. A pending payment started earlier for
 * the same request is cancelled first (if the provider already has it paid, the request is paid and this says so),
 * so at most one payment per request is payable at a time.
 */
export async function createOrder(ctx: Ctx<'user'>, p: ParsedParams<typeof c.createOrder>): Promise<Reply<typeof c.createOrder>> {
  const r = await owned(ctx, ctx.db, p.id);
  if (r.paid) fail(ALREADY_PAID);
  if (r.orderNo) {
    const prev = await cancelPayment(ctx, r.orderNo, { userId: ctx.user.id });
    if (prev.paid) fail(ALREADY_PAID);
  }
  const start = await ctx.db.transaction(async (tx) => {
    if (!(await repo.claimOrder(tx, r.id, r.orderNo, 'claim'))) fail('该起名记录正在支付或已支付，请刷新后再试');
    const s = await createPayment(ctx, tx, {
      userId: ctx.user.id, amountFen: NAMED_PRICE_FEN, subject: `起名完整名单（${r.surname}姓${r.gender === 2 ? '女孩' : '男孩'}）`,
      targetType: NAMED_TARGET, targetId: r.id, payType: p.payType,
    });
    await repo.setOrderNo(tx, r.id, s.outTradeNo);
    return s;
  });
  return start;
}


/** Fulfil a paid 'named' payment: unlock the full list. Idempotent (a second call changes nothing). */
export async function fulfilPaid(db: Tx, targetId: string, at: Date): Promise<void> {
  const id = Number(targetId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`named payment with a bad target id: ${targetId}`);
  await repo.markPaid(db, id, at);
}

registerFulfiller(NAMED_TARGET, (tx, payment, { now }) => fulfilPaid(tx, payment.targetId, now));

// ---------------------------------------------------------------------------------------------------
// Regions

/** /city/city-list: the birthplace picker's provinces → cities → counties, from the administrative divisions dataset. */
export function cityList(p: ParsedParams<typeof c.cityList>): Reply<typeof c.cityList> {
  if (p.pid !== 0 && levelOf(p.pid) === 2 && p.rank === undefined) return { list: [] };
  const list = childAreas(p.pid, p.rank === undefined ? undefined : p.rank - 1).map((a) => ({
    id: a.id, name: a.name, pid: a.parentId, rank: a.level + 1, hasChildren: a.level < 2 && a.hasChildren,
  }));
  return { list };
}
