/**
 * Attribution beacons and version checks, stored as events (beacon_events): nothing is sent to Baidu, Tencent or
 * anyone. Each call is rate-limited per IP (server/http/rate-limits.ts); staff read them in /ops.
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/help';
import { BEACON_KINDS, BEACON_NAMES } from '@contract/help';
import type { Ctx } from '../../http/context';
import { requireStaff } from '../staff/index';
import * as repo from './help.repo';
import { APP_VERSIONS } from './help.defaults';

type Kind = (typeof BEACON_KINDS)[number];

async function store(ctx: Ctx, kind: Kind, data: Record<string, unknown>): Promise<{ ok: true }> {
  await repo.insertBeacon(ctx.db, {
    kind, userId: ctx.user && !ctx.user.isGuest ? ctx.user.id : null, ip: ctx.ip, platform: (ctx.headers.platform ?? '').slice(0, 20),
    data: { ...data, version: (ctx.headers.version ?? '').slice(0, 20) }, createdAt: ctx.adapters.clock.now(),
  });
  return { ok: true };
}

export const platform = (ctx: Ctx, p: ParsedParams<typeof c.userPlatform>) => store(ctx, 'platform', p);
export const baidu = (ctx: Ctx, p: ParsedParams<typeof c.baiduReturn>) => store(ctx, 'baidu', p);
export const tencent = (ctx: Ctx, p: ParsedParams<typeof c.tencentReport>) => store(ctx, 'tencent', p);

/** GET /data/version/list: recorded, then answered. */
export async function versions(ctx: Ctx): Promise<Reply<typeof c.dataVersionList>> {
  await store(ctx, 'version', {});
  return { list: APP_VERSIONS.map((v) => ({ ...v, notes: [...v.notes] })) };
}

/** GET /ops/help/beacon/list */
export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsBeacons>): Promise<Reply<typeof c.opsBeacons>> {
  await requireStaff(ctx, 'operator');
  const rows = await repo.beaconPage(ctx.db, p.kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const counts = await repo.beaconCounts(ctx.db);
  return {
    list: rows.slice(0, p.pageSize).map((r) => ({
      id: r.id, kind: r.kind, kindName: BEACON_NAMES[r.kind as Kind] ?? r.kind, userId: r.userId, ip: r.ip, platform: r.platform, data: r.data, createdAt: r.createdAt.toISOString(),
    })),
    hasNext: rows.length > p.pageSize,
    counts: BEACON_KINDS.map((k) => ({ kind: k, kindName: BEACON_NAMES[k], count: counts.find((x) => x.kind === k)?.count ?? 0 })),
  };
}
