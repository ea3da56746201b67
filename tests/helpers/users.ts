/** Logged-in test users: a user row and a session token, without going through SMS login. */
import { users } from '../../server/db/schema/index';
import { startSession } from '../../server/domains/accounts/accounts.service';
import type { Ctx } from '../../server/http/context';
import type { TestApp } from './test-app';

let seq = 0;

export async function createUser(t: TestApp, opts: { phone?: string; nickname?: string } = {}): Promise<{ id: number; token: string }> {
  seq += 1;
  const [u] = await t.db.db
    .insert(users)
    .values({ phone: opts.phone ?? null, nickname: opts.nickname ?? `用户${seq}`, shareValue: `test-${process.pid}-${Date.now()}-${seq}` })
    .returning();
  const ctx = { ...t.app.deps } as unknown as Ctx;
  const info = await startSession(ctx, t.db.db, u, 'debug');
  return { id: u.id, token: info.token };
}
