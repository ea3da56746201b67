/** Balances and ledger lines of the three books (points, coins, wallet), read through the ledger module. */
import type * as c from '@contract/growth';
import type { Reply } from '@contract/common/index';
import { toPage } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { ledgerBalance, ledgerPage, type Book, type EntryRow } from '../payments/index';
import * as repo from './growth.repo';

export async function currencyOf(db: Tx, userId: number): Promise<c.Currency> {
  return {
    points: await ledgerBalance(db, 'points', userId),
    coins: await ledgerBalance(db, 'coins', userId),
    wallet: await ledgerBalance(db, 'wallet', userId),
    frozen: await repo.frozenOf(db, userId),
  };
}

const toLine = (e: EntryRow): c.LedgerLine => ({ id: e.id, amount: e.delta, balanceAfter: e.balanceAfter, reason: e.reason, createdAt: e.createdAt.toISOString() });

async function bookPage(ctx: Ctx<'user'>, book: Book, p: { pageIndex: number; pageSize: number }) {
  const rows = await ledgerPage(ctx.db, book, ctx.user.id, p.pageIndex, p.pageSize);
  return { ...toPage(rows.map(toLine), p.pageSize), balance: await ledgerBalance(ctx.db, book, ctx.user.id) };
}

/** GET /user/currency */
export const currency = (ctx: Ctx<'user'>): Promise<Reply<typeof c.currency>> => currencyOf(ctx.db, ctx.user.id);

/** GET /user/currency/log?book= */
export const currencyLog = (ctx: Ctx<'user'>, p: { book: Book; pageIndex: number; pageSize: number }): Promise<Reply<typeof c.currencyLog>> =>
  bookPage(ctx, p.book, p);

/** GET /memberPoint/log */
export const pointLog = (ctx: Ctx<'user'>, p: { pageIndex: number; pageSize: number }): Promise<Reply<typeof c.memberPointLog>> =>
  bookPage(ctx, 'points', p);
