/**
 * Express tracking of a mall order (GET /mallOrder/getExpressInfo/:x): the tracker adapter (`ctx.adapters.express`,
 * the sandbox by default) answers the trace; it is cached per order for 30 minutes (for good once signed).
 */
import { CARRIERS, EXPRESS_STATE_NAMES, type ExpressInfo } from '@contract/mall';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import type { ExpressTrace } from '../../adapters/express';
import { ExpressUnavailable } from '../../adapters/express-kuaidi100';
import * as orders from './mall-orders.repo';

const CACHE_MS = 30 * 60_000;
type Stored = { time: string; text: string; state: ExpressTrace['state'] }[];

export async function expressInfo(ctx: Ctx<'user'>, p: { x: number }): Promise<ExpressInfo> {
  const o = await orders.ownOrder(ctx.db, ctx.user.id, p.x);
  if (!o) fail('订单不存在');
  if (!o.carrier || !o.trackingNo || !o.shippedAt) fail('订单尚未发货');
  const now = ctx.adapters.clock.now();
  const cached = await orders.cachedTrace(ctx.db, o.id);
  let traces = cached?.trace as Stored | undefined;
  const fresh = cached && (now.getTime() - cached.fetchedAt.getTime() < CACHE_MS || traces?.at(-1)?.state === 'signed');
  if (!fresh) {
    let got: ExpressTrace[] | undefined;
    try {
      got = await ctx.adapters.express.track({
        carrier: o.carrier, trackingNo: o.trackingNo, shippedAt: o.shippedAt, city: o.address.city || o.address.province, phone: o.address.phone,
      }, now);
    } catch (e) {
      if (!(e instanceof ExpressUnavailable)) throw e;
      ctx.log.warn({ err: e.message, orderId: o.id }, 'express tracker unavailable');
      if (!cached) fail('物流信息暂时无法查询，请稍后再试');
    }
    if (got) {
      traces = got.map((t) => ({ time: t.time.toISOString(), text: t.text, state: t.state }));
      await orders.storeTrace(ctx.db, o.id, traces, now);
    }
  }
  const list = [...(traces ?? [])].reverse();
  const state = list[0]?.state ?? 'collected';
  return {
    carrier: o.carrier, carrierName: CARRIERS[o.carrier] ?? o.carrier, trackingNo: o.trackingNo, state,
    stateText: list.length ? EXPRESS_STATE_NAMES[state] : '等待揽收', traces: list,
  };
}
