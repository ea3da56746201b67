import type { FastifyInstance } from 'fastify';
import * as c from '@contract/hall';
import { route } from '../../http/route';
import * as svc from './hall.service';

export function hallRoutes(app: FastifyInstance): void {
  route(app, c.hallList, (p, ctx) => svc.hallList(ctx, p));
  route(app, c.hallFavoriteList, (p, ctx) => svc.hallFavoriteList(ctx, p));
  route(app, c.hallTypeList, () => svc.hallTypeList());
  route(app, c.hallGet, (p, ctx) => svc.hallGet(ctx, p));
  route(app, c.hallInfo, (p, ctx) => svc.hallInfo(ctx, p));
  route(app, c.hallSave, (p, ctx) => svc.hallSave(ctx, p));
  route(app, c.hallDelete, (p, ctx) => svc.hallDelete(ctx, p));
  route(app, c.tabletList, (p, ctx) => svc.tabletList(ctx, p));
  route(app, c.tabletSearch, (p, ctx) => svc.tabletSearch(ctx, p));
  route(app, c.tabletBinding, (p, ctx) => svc.tabletBinding(ctx, p));
  route(app, c.tabletUnbundle, (p, ctx) => svc.tabletUnbundle(ctx, p));
  route(app, c.tabletDelPage, (p, ctx) => svc.tabletDelPage(ctx, p));
}
