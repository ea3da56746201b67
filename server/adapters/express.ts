/**
 * Express tracking (快递查询) behind one interface. The default is a sandbox that needs no account: from the time a
 * parcel was shipped and the clock, it answers a plausible trace — 已揽收 at once, 运输中 legs through sorting centres,
 * 派送中 after about 40 hours, 已签收 after about 48 — the same for the same tracking number. A real provider
 * (快递100, 快递鸟) is another `ExpressTracker` answering the same shape: `express-kuaidi100.ts` (EXPRESS=kuaidi100). A
 * tracker that cannot answer throws `ExpressUnavailable` (express-kuaidi100.ts); the mall keeps its older trace then.
 */
export type ExpressStateCode = 'collected' | 'transit' | 'delivering' | 'signed';
export interface ExpressTrace { time: Date; text: string; state: ExpressStateCode }
export interface ExpressTracker {
  readonly name: string;
  /** The parcel's trace so far, oldest first. */
  track(q: { carrier: string; trackingNo: string; shippedAt: Date; city?: string; phone?: string }, now: Date): Promise<ExpressTrace[]>;
}

const HUBS = ['广州', '长沙', '武汉', '郑州', '杭州', '南京', '成都', '西安'];
const H = 3_600_000;

/** A number from the tracking number, so one parcel always takes the same route. */
function seed(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function sandboxTrace(q: { trackingNo: string; shippedAt: Date; city?: string }, now: Date): ExpressTrace[] {
  const s = seed(q.trackingNo);
  const from = HUBS[s % HUBS.length];
  const via = HUBS[(s >>> 3) % HUBS.length] === from ? HUBS[(s + 1) % HUBS.length] : HUBS[(s >>> 3) % HUBS.length];
  const city = q.city || '收件城市';
  const t0 = q.shippedAt.getTime();
  const steps: [number, string, ExpressStateCode][] = [
    [0, `【${from}】快件已揽收`, 'collected'],
    [4, `快件已到达【${from}转运中心】`, 'transit'],
    [6, `快件已从【${from}转运中心】发出，下一站【${via}转运中心】`, 'transit'],
    [20, `快件已到达【${via}转运中心】`, 'transit'],
    [24, `快件已从【${via}转运中心】发出，下一站【${city}】`, 'transit'],
    [36, `快件已到达【${city}营业点】`, 'transit'],
    [40, `【${city}】快件派送中，派件员将尽快为您派送，请保持电话畅通`, 'delivering'],
    [48, '快件已签收，签收人：本人。感谢使用，期待再次为您服务', 'signed'],
  ];
  return steps.filter(([h]) => t0 + h * H <= now.getTime()).map(([h, text, state]) => ({ time: new Date(t0 + h * H), text, state }));
}

export const sandboxExpress: ExpressTracker = {
  name: 'sandbox',
  track: async (q, now) => sandboxTrace(q, now),
};
