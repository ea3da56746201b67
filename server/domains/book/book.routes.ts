import type { FastifyInstance } from 'fastify';
import * as c from '@contract/book';
import { route } from '../../http/route';
import * as ch from './chapters.service';
import * as b from './books.service';
import * as buy from './book-purchases.service';

/** The clan book: chapters and e-books (/book/v2). Clan print (samples, jobs, orders) is the print domain. */
export function bookRoutes(app: FastifyInstance): void {
  route(app, c.articleChapters, (p, ctx) => ch.articleChapters(ctx, p));
  route(app, c.articleAdd, (p, ctx) => ch.articleAdd(ctx, p));
  route(app, c.articleEdit, (p, ctx) => ch.articleEdit(ctx, p));
  route(app, c.articleDelete, (p, ctx) => ch.articleDelete(ctx, p));
  route(app, c.articleGet, (p, ctx) => ch.articleGet(ctx, p));
  route(app, c.pwSave, (p, ctx) => ch.pwSave(ctx, p));
  route(app, c.pwSort, (p, ctx) => ch.pwSort(ctx, p));
  route(app, c.pwDelete, (p, ctx) => ch.pwDelete(ctx, p));
  route(app, c.pwList, (p, ctx) => ch.pwList(ctx, p));
  route(app, c.pwGet, (p, ctx) => ch.pwGet(ctx, p));
  route(app, c.catalogGet, (p, ctx) => ch.catalogGet(ctx, p));
  route(app, c.catalogList, (p, ctx) => ch.catalogList(ctx, p));
  route(app, c.catalogAdd, (p, ctx) => ch.catalogAdd(ctx, p));
  route(app, c.catalogDelete, (p, ctx) => ch.catalogDelete(ctx, p));
  route(app, c.bookList, (p, ctx) => b.bookList(ctx, p));
  route(app, c.bookGet, (p, ctx) => b.bookGet(ctx, p));
  route(app, c.bookShare, (p, ctx) => b.bookShare(ctx, p));
  route(app, c.bookHistory, (p, ctx) => b.bookHistory(ctx, p));
  route(app, c.chapterList, (p, ctx) => b.chapterList(ctx, p));
  route(app, c.chapterGet, (p, ctx) => b.chapterGet(ctx, p));
  route(app, c.scoreAdd, (p, ctx) => b.scoreAdd(ctx, p));
  route(app, c.bookProgress, (p, ctx) => b.bookProgress(ctx, p));
  route(app, c.shelfList, (p, ctx) => b.shelfList(ctx, p));
  route(app, c.shelfAdd, (p, ctx) => b.shelfAdd(ctx, p));
  route(app, c.shelfDelete, (p, ctx) => b.shelfDelete(ctx, p));
  route(app, c.shelfBatchDelete, (p, ctx) => b.shelfBatchDelete(ctx, p));
  route(app, c.bookOrderCreate, (p, ctx) => buy.bookOrderCreate(ctx, p));
  route(app, c.bookOrderConfirm, (p, ctx) => buy.bookOrderConfirm(ctx, p));
  route(app, c.redeemExchange, (p, ctx) => buy.redeemExchange(ctx, p));
  route(app, c.redeemCreate, (p, ctx) => buy.redeemCreate(ctx, p));
  route(app, c.bookPriceSet, (p, ctx) => buy.bookPriceSet(ctx, p));
}
