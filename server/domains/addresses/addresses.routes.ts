import type { FastifyInstance } from 'fastify';
import * as c from '@contract/addresses';
import { route } from '../../http/route';
import * as svc from './addresses.service';

export function addressesRoutes(app: FastifyInstance): void {
  route(app, c.addressSave, (p, ctx) => svc.save(ctx, p));
  route(app, c.addressDefault, (p, ctx) => svc.setDefault(ctx, p));
  route(app, c.addressDelete, (p, ctx) => svc.remove(ctx, p));
  route(app, c.addressGetDefault, (_p, ctx) => svc.getDefault(ctx));
  route(app, c.addressGet, (p, ctx) => svc.get(ctx, p));
  route(app, c.addressList, (_p, ctx) => svc.list(ctx));
}
