/**
 * 快递100 (Kuaidi100) real-time query (实时快递查询, `POST https://poll.kuaidi100.com/poll/query.do`) as an
 * `ExpressTracker`. Selected by configuration (EXPRESS=kuaidi100 with KUAIDI100_CUSTOMER and KUAIDI100_KEY); never used
 * by default or in tests — the tests check the signing and the parsing against recorded replies.
 *
 * The request is a form: `customer`, `param` (JSON: com, num, phone, resultv2) and `sign` = MD5(param + key + customer)
 * in upper-case hex. The reply is JSON: `{ message: 'ok', state, ischeck, data: [{ time, context, status, statusCode }] }`
 * newest first, times in China time; a failure is `{ result: false, returnCode, message }` (returnCode 500: 查询无结果,
 * the parcel is not in the carrier's system yet → an empty trace).
 */
import { createHash } from 'node:crypto';
import type { ExpressStateCode, ExpressTrace, ExpressTracker } from './express';

export interface Kuaidi100Config { customer: string; key: string; url?: string }

export const KUAIDI100_URL = 'https://poll.kuaidi100.com/poll/query.do';

/** Our carrier codes (contract/mall.ts CARRIERS) → Kuaidi100's company codes. */
export const KUAIDI100_COM: Record<string, string> = {
  SF: 'shunfeng', ZTO: 'zhongtong', YTO: 'yuantong', STO: 'shentong', YD: 'yunda', JD: 'jd', EMS: 'ems',
};

/** The provider could not answer (network, credentials, quota): the caller keeps an older trace or tells the user. */
export class ExpressUnavailable extends Error {}

export const kuaidi100Sign = (param: string, key: string, customer: string) =>
  createHash('md5').update(param + key + customer, 'utf8').digest('hex').toUpperCase();

/** The form body of one query. `phone`: the receiver's phone (顺丰 wants its last four digits). */
export function kuaidi100Request(cfg: Kuaidi100Config, q: { carrier: string; trackingNo: string; phone?: string }): { url: string; body: string } {
  const com = KUAIDI100_COM[q.carrier];
  if (!com) throw new ExpressUnavailable(`快递100 has no company code for carrier ${q.carrier}`);
  const param = JSON.stringify({ com, num: q.trackingNo, phone: q.phone ? q.phone.replace(/\D/g, '').slice(-4) : '', resultv2: '1' });
  const body = new URLSearchParams({ customer: cfg.customer, sign: kuaidi100Sign(param, cfg.key, cfg.customer), param }).toString();
  return { url: cfg.url ?? KUAIDI100_URL, body };
}

/** Kuaidi100's state codes (resultv2 sub-states included) → ours. */
export function kuaidi100State(code: string | undefined): ExpressStateCode {
  const c = String(code ?? '');
  if (c === '1' || /^10\d$/.test(c)) return 'collected';
  if (c === '5' || /^50\d$/.test(c)) return 'delivering';
  if (c === '3' || /^30\d$/.test(c)) return 'signed';
  return 'transit'; // 0 在途 (1001–1003), 2 疑难, 4 退签, 6 退回, 7 转投, 8 清关, 14 拒签: the text says which
}

/** "2026-11-22 10:00:00" (China time) → Date; null when it is not such a time. */
function chinaTime(s: unknown): Date | null {
  const m = typeof s === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim()) : null;
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A reply → the trace, oldest first. Throws ExpressUnavailable for a failure other than "no result yet". */
export function kuaidi100Parse(reply: unknown): ExpressTrace[] {
  const r = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  if (r.result === false || (r.message !== 'ok' && !Array.isArray(r.data))) {
    if (String(r.returnCode) === '500') return [];
    throw new ExpressUnavailable(`快递100: ${String(r.returnCode ?? '')} ${String(r.message ?? 'unexpected reply')}`.trim());
  }
  const rows = Array.isArray(r.data) ? (r.data as Record<string, unknown>[]) : [];
  const out: ExpressTrace[] = [];
  for (const [i, row] of rows.entries()) {
    const time = chinaTime(row.time) ?? chinaTime(row.ftime);
    const text = typeof row.context === 'string' ? row.context.trim() : '';
    if (!time || !text) continue;
    // without resultv2 only the newest line carries the parcel's state (the reply's `state`)
    const code = row.statusCode ?? (i === 0 ? r.state : '0');
    out.push({ time, text: text.slice(0, 300), state: kuaidi100State(code as string) });
  }
  return out.sort((a, b) => a.time.getTime() - b.time.getTime());
}

type Fetch = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export function kuaidi100Express(cfg: Kuaidi100Config, fetchFn: Fetch = fetch as unknown as Fetch): ExpressTracker {
  return {
    name: 'kuaidi100',
    async track(q) {
      const { url, body } = kuaidi100Request(cfg, q);
      let res: Awaited<ReturnType<Fetch>>;
      try {
        res = await fetchFn(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(8000) });
      } catch (e) {
        throw new ExpressUnavailable(`快递100 unreachable: ${(e as Error).message}`);
      }
      if (!res.ok) throw new ExpressUnavailable(`快递100 HTTP ${res.status}`);
      return kuaidi100Parse(await res.json().catch(() => null));
    },
  };
}
