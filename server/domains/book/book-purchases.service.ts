/** Buying a priced e-book through the payments core, redeem codes, and the price (managers). contract/book.ts. */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/book';
import type { Ctx } from '../../http/context';
import { fail, must } from '../../http/errors';
import { guardedCode } from '../accounts/index';
import { grant, paySource } from '../entitlements/index';
import { confirmPayment, createPayment, getPayment, registerFulfiller } from '../payments/index';
import { requireProjectRole } from '../projects/index';
import * as repo from './books.repo';
import { bookAccess, mayRead } from './books.service';

export const BOOK_TARGET = 'ebook';

export async function bookOrderCreate(ctx: Ctx<'user'>, p: ParsedParams<typeof c.bookOrderCreate>): Promise<Reply<typeof c.bookOrderCreate>> {
  const { book, access } = await bookAccess(ctx, p.bookId);
  if (book.price === 0) fail('本书免费，无需购买');
  if (await mayRead(ctx, book, access.role)) fail('您已可阅读本书，无需购买');
  return ctx.db.transaction(async (tx) => {
    const id = await repo.insertPurchase(tx, { projectId: book.projectId, userId: ctx.user.id, bookId: book.id, amount: book.price, createdAt: ctx.adapters.clock.now() });
    const s = await createPayment(ctx, tx, { userId: ctx.user.id, amountFen: book.price, subject: `电子书：${book.title}`, targetType: BOOK_TARGET, targetId: id, payType: p.payType });
    await repo.setPurchaseTrade(tx, book.projectId, id, s.outTradeNo);
    return s;
  });
}

export async function bookOrderConfirm(ctx: Ctx<'user'>, p: { outTradeNo: string }): Promise<Reply<typeof c.bookOrderConfirm>> {
  const pay = await getPayment(ctx.db, p.outTradeNo);
  if (!pay || pay.userId !== ctx.user.id || pay.targetType !== BOOK_TARGET) fail('订单不存在');
  return confirmPayment(ctx, ctx.user.id, p.outTradeNo, { targetType: BOOK_TARGET });
}

/** Guessing codes is slowed per IP and needs a captcha per user after a few misses (accounts attempts.ts). */
function locateCodeGuarded(ctx: Ctx<'user'>, code: string, captcha: { id?: string; answer?: string }) {
  return guardedCode(ctx.db, ctx.adapters.clock.now(), { ip: ctx.ip, userId: ctx.user.id, captcha }, (tx) => repo.locateCode(tx, code), '兑换码无效');
}

export async function redeemExchange(ctx: Ctx<'user'>, p: { code: string; captchaId?: string; captchaAnswer?: string }): Promise<Reply<typeof c.redeemExchange>> {
  const code = p.code.toUpperCase();
  const found = await locateCodeGuarded(ctx, code, { id: p.captchaId, answer: p.captchaAnswer });
  // the book's own access rule first: a code of a members-only clan's book is not spent by someone outside it
  await requireProjectRole(ctx, found.projectId, 'visitor');
  return ctx.db.transaction(async (tx) => {
    const r = await repo.useCode(tx, found.projectId, code, ctx.user.id, ctx.adapters.clock.now());
    if (!r) fail('兑换码已被使用');
    const b = await repo.bookById(tx, r.projectId, r.bookId);
    must(b, '电子书不存在');
    await repo.upsertState(tx, b, ctx.user.id, { owned: true, shelfAt: ctx.adapters.clock.now() });
    return { bookId: b.id, title: b.title };
  });
}

async function managedBook(ctx: Ctx<'user'>, id: number) {
  const b = await repo.locateBook(ctx.db, id);
  if (!b) fail('电子书不存在');
  await requireProjectRole(ctx, b.projectId, 'manager');
  return b;
}

export async function redeemCreate(ctx: Ctx<'user'>, p: { bookId: number; count: number }): Promise<Reply<typeof c.redeemCreate>> {
  const b = await managedBook(ctx, p.bookId);
  const codes = Array.from({ length: p.count }, () => ctx.adapters.ids.token().replace(/[^A-Za-z0-9]/g, '').slice(0, 12).toUpperCase().padEnd(12, '0'));
  await repo.insertCodes(ctx.db, b, codes, ctx.adapters.clock.now());
  return { codes };
}

export async function bookPriceSet(ctx: Ctx<'user'>, p: { bookId: number; price: number }): Promise<Reply<typeof c.bookPriceSet>> {
  const b = await managedBook(ctx, p.bookId);
  await repo.setPrice(ctx.db, b, p.price);
  return { price: p.price };
}

registerFulfiller(BOOK_TARGET, async (tx, payment, { now }) => {
  const row = await repo.markPaid(tx, Number(payment.targetId));
  if (!row) return;
  const b = await repo.bookById(tx, row.projectId, row.bookId);
  if (!b) return;
  // a bought book is his (an entitlement of this payment: a refund takes it back) and on his shelf
  await grant(tx, { userId: row.userId }, { kind: 'ebook', amount: b.id, days: null, source: paySource(payment.outTradeNo), now });
  await repo.upsertState(tx, b, row.userId, { shelfAt: now });
});
