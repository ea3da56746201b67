import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Rows the app cannot run without: the guest user (id 1, spec §3). Idempotent; runs at every boot. */
export async function ensureBaseData(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (id, nickname, share_value, status) VALUES (1, '游客', 'guest', 'active')
    ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT MAX(id) FROM users), 1))`);
}
