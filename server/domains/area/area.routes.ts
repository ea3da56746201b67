import type { FastifyInstance } from 'fastify';
import * as c from '@contract/area';
import { route } from '../../http/route';
import * as svc from './area.service';

export function areaRoutes(app: FastifyInstance): void {
  route(app, c.areaList, (p) => svc.areaList(p));
  route(app, c.townList, (p) => svc.townList(p));
  route(app, c.dataAddress, (p) => svc.dataAddress(p));
}
