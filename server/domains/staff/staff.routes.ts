import type { FastifyInstance } from 'fastify';
import * as c from '@contract/staff';
import { route } from '../../http/route';
import * as svc from './staff.service';

export function staffRoutes(app: FastifyInstance): void {
  route(app, c.opsMe, (_p, ctx) => svc.me(ctx));
  route(app, c.opsStaffList, (_p, ctx) => svc.list(ctx));
}
