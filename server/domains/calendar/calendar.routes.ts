import type { FastifyInstance } from 'fastify';
import * as c from '@contract/calendar';
import { route } from '../../http/route';
import * as svc from './calendar.service';

export function calendarRoutes(app: FastifyInstance): void {
  route(app, c.dynasty, () => svc.dynastyList());
  route(app, c.year, (p, ctx) => svc.years(ctx, p));
  route(app, c.month, (p, ctx) => svc.monthView(ctx, p));
  route(app, c.current, (p, ctx) => svc.dayPage(ctx, p));
  route(app, c.parse, (p) => svc.parseDate(p));
}
