/**
 * The ledger module (points, coins, wallet): append-only, one line per ref, balance_after follows the lines and is
 * never negative — a property test over random operation sequences; and the reads (/user/currency, its log,
 * /memberPoint/log, /clanBalance/log) show the same books.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp, seedUsers } from '../helpers/clan-fixture';
import { data } from '../helpers/api';
import { ledgerApply, ledgerBalance, ledgerLines, ledgerReverse, type Book } from '../../server/domains/payments/index';

const t = useTestApp();

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const BOOKS: Book[] = ['points', 'coins', 'wallet'];

describe('ledger', () => {
  it('no balance is ever negative and every book adds up, over random sequences of credits, debits, repeats and reversals', async () => {
    const [a, b] = await seedUsers(t, [{}, {}]);
    const users = [a.id, b.id];
    const now = t.clock.now();
    for (let seed = 1; seed <= 6; seed++) {
      const rnd = prng(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
      const usedRefs: { book: Book; ref: string }[] = [];
      // the model: what each balance must be
      const model = new Map<string, number>();
      const key = (book: Book, u: number) => `${book}:${u}`;
      for (const u of users) for (const bk of BOOKS) model.set(key(bk, u), await ledgerBalance(t.db.db, bk, u));
      for (let i = 0; i < 60; i++) {
        const book = pick(BOOKS);
        const u = pick(users);
        const op = rnd();
        const before = model.get(key(book, u))!;
        if (op < 0.15 && usedRefs.length) {
          // repeat an old ref: changes nothing
          const old = pick(usedRefs);
          const r = await ledgerApply(t.db.db, { book: old.book, userId: u, delta: 5, reason: '重复', ref: old.ref, now });
          expect(r.applied).toBe(false);
        } else if (op < 0.3 && usedRefs.length) {
          const old = pick(usedRefs);
          const lines = await ledgerLines(t.db.db, old.book, users[0]).then(async (x) => x.concat(await ledgerLines(t.db.db, old.book, users[1])));
          const line = lines.find((l) => l.ref === old.ref)!;
          const owner = line.userId;
          const bal = model.get(key(old.book, owner))!;
          const already = lines.some((l) => l.ref === `reverse:${old.ref}`);
          try {
            const r = await t.db.db.transaction((tx) => ledgerReverse(tx, old.book, old.ref, { reason: '冲正', now }));
            if (r.applied) model.set(key(old.book, owner), bal - line.delta);
            else expect(already).toBe(true);
            usedRefs.push({ book: old.book, ref: `reverse:${old.ref}` });
          } catch (e) {
            expect((e as Error).message).toMatch(/不足/);
            expect(bal - line.delta).toBeLessThan(0);
          }
        } else {
          const delta = (rnd() < 0.5 ? -1 : 1) * (1 + Math.floor(rnd() * 50));
          const ref = `prop:${seed}:${i}`;
          try {
            const r = await t.db.db.transaction((tx) => ledgerApply(tx, { book, userId: u, delta, reason: '测试', ref, now }));
            expect(r.applied).toBe(true);
            expect(before + delta).toBeGreaterThanOrEqual(0);
            model.set(key(book, u), before + delta);
            usedRefs.push({ book, ref });
          } catch (e) {
            expect((e as Error).message).toMatch(/不足/);
            expect(before + delta).toBeLessThan(0);
          }
        }
      }
      for (const u of users) {
        for (const bk of BOOKS) {
          const lines = await ledgerLines(t.db.db, bk, u);
          let run = 0;
          for (const l of lines) {
            run += l.delta;
            expect(l.balanceAfter).toBe(run);
            expect(l.balanceAfter).toBeGreaterThanOrEqual(0);
          }
          expect(await ledgerBalance(t.db.db, bk, u)).toBe(run);
          expect(run).toBe(model.get(key(bk, u)));
          expect(new Set(lines.map((l) => l.ref)).size).toBe(lines.length);
        }
      }
    }
  });

  it('the database itself refuses a negative balance_after', async () => {
    const [a] = await seedUsers(t, [{}]);
    const { ledgerEntries } = await import('../../server/db/schema/index');
    await expect(t.db.db.insert(ledgerEntries).values({ book: 'points', userId: a.id, delta: -1, balanceAfter: -1, reason: 'x', ref: 'x' })).rejects.toThrow();
  });

  it('/user/currency and the logs read the three books', async () => {
    const [a] = await seedUsers(t, [{}]);
    const now = t.clock.now();
    await ledgerApply(t.db.db, { book: 'points', userId: a.id, delta: 30, reason: '签到', ref: 'r1', now });
    await ledgerApply(t.db.db, { book: 'coins', userId: a.id, delta: 7, reason: '任务', ref: 'r1', now });
    await ledgerApply(t.db.db, { book: 'wallet', userId: a.id, delta: 1234, reason: '充值', ref: 'r1', now });
    expect(data(await a.api.get('/user/currency'))).toEqual({ points: 30, coins: 7, wallet: 1234, frozen: 0 });
    const pts = data(await a.api.get('/memberPoint/log'));
    expect(pts).toMatchObject({ balance: 30, list: [{ amount: 30, balanceAfter: 30, reason: '签到' }], hasNext: false });
    expect(data(await a.api.get('/user/currency/log', { book: 'coins' }))).toMatchObject({ balance: 7, list: [{ amount: 7 }] });
    expect(data(await a.api.get('/user/currency/log', { book: 'wallet' }))).toMatchObject({ balance: 1234 });
    expect(data(await a.api.get('/clanBalance/log'))).toMatchObject({ clanBalance: 1234, list: [{ amount: 1234, reason: '充值' }] });
    expect((await a.api.get('/user/currency/log', { book: 'gold' })).body.msg).toBe(0);
  });
});
