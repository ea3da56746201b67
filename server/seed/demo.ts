/**
 * Demo data, seeded on the first start (and never again: it looks for the demo account first).
 * Later domains add their part here (the clans issue: the featured-example clans and the demo's own project).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { hashPassword } from '../domains/accounts/index';
import { seedClans } from './clans';
import { seedMall } from './mall';
import { seedHelp } from '../domains/help/index';
import { seedFind } from './find';

export const DEMO = { phone: '13800138000', password: 'zupu2026', nickname: '族谱演示' } as const;

/** Seed the demo data if the demo account does not exist yet. Returns true when it seeded. */
export async function seedDemo(db: Db, opts: { huge?: boolean; dataDir?: string; backgroundDb?: Db } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO.phone)).limit(1);
  if (existing) {
    // The clan examples are checked on every start (the 100k one loads in the background and may not have finished).
    await seedClans(db, existing.id, { huge: opts.huge, dataDir: opts.dataDir, backgroundDb: opts.backgroundDb });
    await seedMall(db);
    await seedHelp(db);
    await seedFind(db, existing.id);
    return false;
  }
  const [demo] = await db.insert(users).values({
    phone: DEMO.phone,
    account: 'zupu_demo',
    passwordHash: await hashPassword(DEMO.password),
    nickname: DEMO.nickname,
    firstName: '张',
    shareValue: 'demo',
    defaultPage: 1,
  }).returning({ id: users.id });
  await seedClans(db, demo.id, { huge: opts.huge, dataDir: opts.dataDir, backgroundDb: opts.backgroundDb });
  await seedMall(db);
  await seedHelp(db);
  await seedFind(db, demo.id);
  return true;
}
