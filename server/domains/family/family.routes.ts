import type { FastifyInstance } from 'fastify';
import * as c from '@contract/family';
import { route } from '../../http/route';
import * as svc from './family.service';
import { tree } from './family.tree';

export function familyRoutes(app: FastifyInstance): void {
  route(app, c.tree, (p, ctx) => tree(ctx, p));
  route(app, c.get, (p, ctx) => svc.get(ctx, p));
  route(app, c.relate, (_p, ctx) => svc.relate(ctx));
  route(app, c.join, (p, ctx) => svc.join(ctx, p));
  route(app, c.verify, (p, ctx) => svc.verify(ctx, p));
  route(app, c.addMember, (p, ctx) => svc.addMember(ctx, p));
  route(app, c.editMember, (p, ctx) => svc.editMember(ctx, p));
  route(app, c.member, (p, ctx) => svc.member(ctx, p));
  route(app, c.removeMember, (p, ctx) => svc.removeMember(ctx, p));
  route(app, c.associate, (p, ctx) => svc.associate(ctx, p));
  route(app, c.updateBaseInfo, (p, ctx) => svc.updateBaseInfo(ctx, p));
}
