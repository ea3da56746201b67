import type { FastifyInstance } from 'fastify';
import * as c from '@contract/permissions';
import { route } from '../../http/route';
import * as svc from './permissions.service';

export function permissionsRoutes(app: FastifyInstance): void {
  route(app, c.roleGet, (p, ctx) => svc.roleGet(ctx, p));
  route(app, c.roleSave, (p, ctx) => svc.roleSave(ctx, p));
  route(app, c.roleDelete, (p, ctx) => svc.roleDelete(ctx, p));
  route(app, c.roleList, (p, ctx) => svc.roleList(ctx, p));
  route(app, c.roleSet, (p, ctx) => svc.roleSet(ctx, p));
  route(app, c.roleBatchSet, (p, ctx) => svc.roleBatchSet(ctx, p));
  route(app, c.permissionList, (p, ctx) => svc.permissionList(ctx, p));
  route(app, c.permissionSetting, (p, ctx) => svc.permissionSetting(ctx, p));
  route(app, c.permissionSave, (p, ctx) => svc.permissionSave(ctx, p));
}
