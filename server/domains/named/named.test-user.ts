/** Test helper: a logged-in user (id ≠ 1) with a session token, made directly in the database. */
import { randomBytes } from 'node:crypto';
import { sessions, users } from '../../db/schema/index';
import { sha256 } from '../../adapters/ids';
import type { TestApp } from '../../../tests/helpers/test-app';

export async function loginUser(t: TestApp, phone: string): Promise<{ id: number; token: string }> {
  const [u] = await t.db.db.insert(users).values({ phone, nickname: `用户${phone.slice(-4)}`, shareValue: `s${phone}` })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await t.db.db.insert(sessions).values({
    userId: u.id, tokenHash: sha256(token), method: 'sms', expiresAt: new Date(t.clock.now().getTime() + 86400_000),
  });
  return { id: u.id, token };
}
