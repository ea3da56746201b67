import type { FastifyInstance } from 'fastify';
import * as c from '@contract/accounts';
import { route } from '../../http/route';
import * as accounts from './accounts.service';

export function accountsRoutes(app: FastifyInstance): void {
  route(app, c.loginGuest, (_p, ctx) => accounts.loginGuest(ctx));
}
