import type { FastifyInstance } from 'fastify';
import * as c from '@contract/print';
import { route } from '../../http/route';
import './order-centre'; // registers print orders with the order centre
import * as samples from './samples.service';
import * as orders from './orders.service';
import * as packages from './packages.service';
import { fileRoutes } from './file.routes';

export function printRoutes(app: FastifyInstance): void {
  route(app, c.sampleList, (p, ctx) => samples.sampleList(ctx, p));
  route(app, c.planDefault, (p, ctx) => samples.planDefault(ctx, p));
  route(app, c.planOfSample, (p, ctx) => samples.planOfSample(ctx, p));
  route(app, c.sampleCreate, (p, ctx) => samples.sampleCreate(ctx, p));
  route(app, c.sampleStatus, (p, ctx) => samples.sampleStatus(ctx, p));
  route(app, c.samplePreview, (p, ctx) => samples.samplePreview(ctx, p));
  route(app, c.sampleDownload, (p, ctx) => samples.sampleDownload(ctx, p));
  fileRoutes(app);
  route(app, c.sampleConfirm, (p, ctx) => samples.sampleConfirm(ctx, p));
  route(app, c.samplePublish, (p, ctx) => samples.samplePublish(ctx, p));
  route(app, c.samplePayment, (p, ctx) => orders.samplePayment(ctx, p));
  route(app, c.samplePaymentConfirm, (p, ctx) => orders.samplePaymentConfirm(ctx, p));
  route(app, c.sampleDelete, (p, ctx) => samples.sampleDelete(ctx, p));
  route(app, c.favoriteList, (p, ctx) => samples.favoriteList(ctx, p));
  route(app, c.favoriteToggle, (p, ctx) => samples.favoriteToggle(ctx, p));
  route(app, c.orderHome, (p, ctx) => orders.orderHome(ctx, p));
  route(app, c.orderGet, (p, ctx) => orders.orderGet(ctx, p));
  route(app, c.orderList, (p, ctx) => orders.orderList(ctx, p));
  route(app, c.orderCancel, (p, ctx) => orders.orderCancel(ctx, p));
  route(app, c.orderComplete, (p, ctx) => orders.orderComplete(ctx, p));
  route(app, c.orderCreate, (p, ctx) => orders.orderCreate(ctx, p));
  route(app, c.orderPaymentCreate, (p, ctx) => orders.orderPaymentCreate(ctx, p));
  route(app, c.orderPaymentConfirm, (p, ctx) => orders.orderPaymentConfirm(ctx, p));
  route(app, c.calculateConfig, () => orders.calculateConfig());
  route(app, c.packageList, () => packages.packageList());
  route(app, c.packageBalance, (_p, ctx) => packages.packageBalance(ctx));
  route(app, c.packageMine, (p, ctx) => packages.packageMine(ctx, p));
  route(app, c.packageUses, (p, ctx) => packages.packageUses(ctx, p));
  route(app, c.packagePayment, (p, ctx) => packages.packagePayment(ctx, p));
  route(app, c.packagePaymentConfirm, (p, ctx) => packages.packagePaymentConfirm(ctx, p));
  route(app, c.packageConvert, (p, ctx) => packages.packageConvert(ctx, p));
}
