/** Create or upgrade the queue's own schema (`pgboss`): run with the migrations (server/db/client.ts migrateDb). */
import PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client';

/** The queue's tables live in their own schema (pg-boss 10). */
export const QUEUE_SCHEMA = 'pgboss';

export async function installJobQueue(handle: Pick<DbHandle, 'query'>): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.query(text, values) },
    schema: QUEUE_SCHEMA, migrate: true, supervise: false, schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
