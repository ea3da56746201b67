/** Old-register calls: route() for the envelope calls, rawRoute for a page's image. */
import type { FastifyInstance } from 'fastify';
import * as c from '@contract/oldreg';
import { rawRoute, route } from '../../http/route';
import * as svc from './oldreg.service';

export function oldregRoutes(app: FastifyInstance): void {
  route(app, c.create, (p, ctx) => svc.create(ctx, p));
  route(app, c.update, (p, ctx) => svc.update(ctx, p));
  route(app, c.list, (p, ctx) => svc.list(ctx, p));
  route(app, c.detail, (p, ctx) => svc.detail(ctx, p.registerId));
  route(app, c.upload, (p, ctx, file) => svc.upload(ctx, p, file));
  route(app, c.read, (p, ctx) => svc.read(ctx, p.registerId));
  route(app, c.pageGet, (p, ctx) => svc.pageGet(ctx, p));
  route(app, c.savePeople, (p, ctx) => svc.savePeople(ctx, p));
  route(app, c.confirm, (p, ctx) => svc.confirm(ctx, p));
  route(app, c.remove, (p, ctx) => svc.remove(ctx, p.registerId));
  rawRoute(app, c.PAGE_IMAGE, async (p, ctx, { reply }) => {
    const img = await svc.pageImage(ctx, p);
    return reply.type(img.type).header('cache-control', 'private, max-age=3600').send(img.data);
  });
}
