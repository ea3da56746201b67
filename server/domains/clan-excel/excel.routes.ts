/** Excel calls: preview/confirm through `route`; the template and export downloads outside the JSON envelope. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as c from '@contract/clan-excel';
import { describeIssue, MESSAGES } from '@contract/common/index';
import { API_BASE, route } from '../../http/route';
import type { Ctx } from '../../http/context';
import { AuthError } from '../../http/errors';
import { bearer, resolveSession } from '../../http/session';
import * as svc from './excel.service';

async function download(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, def: typeof c.EXCEL_TEMPLATE | typeof c.EXCEL_EXPORT,
  make: (ctx: Ctx, p: { clanId?: number }) => Promise<{ name: string; data: Buffer }>) {
  const deps = app.deps;
  const token = bearer(req.headers.authorization);
  const user = token ? await resolveSession(deps.db, token, deps.adapters.clock.now()) : null;
  if (!user || (def.access === 'user' && user.isGuest)) throw new AuthError(token && !user ? '登录已过期，请重新登录' : MESSAGES.loginFirst);
  const input = (req.query ?? {}) as Record<string, unknown>;
  const parsed = def.params.safeParse(input);
  if (!parsed.success) return { msg: 0, msbox: describeIssue(def.params, parsed.error.issues[0], input) };
  const ap = typeof req.headers.ap === 'string' ? req.headers.ap : undefined;
  const ctx = { ...deps, user, token, headers: { ap }, ip: req.ip, log: req.log, req } as Ctx;
  const f = await make(ctx, parsed.data);
  return reply.header('content-type', c.XLSX_MIME).header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}.xlsx`).send(f.data);
}

export function clanExcelRoutes(app: FastifyInstance): void {
  route(app, c.preview, (p, ctx, file) => svc.preview(ctx, p.clanId, file));
  route(app, c.confirm, (p, ctx, file) => svc.confirm(ctx, p.clanId, p.clanVersion, file));
  app.get(API_BASE + c.EXCEL_TEMPLATE.path, (req, reply) =>
    download(app, req, reply, c.EXCEL_TEMPLATE, async (ctx, p) => ({ name: '族谱成员导入模板', data: await svc.template(ctx, p.clanId) })));
  app.get(API_BASE + c.EXCEL_EXPORT.path, (req, reply) =>
    download(app, req, reply, c.EXCEL_EXPORT, (ctx, p) => svc.exportClan(ctx, p.clanId!)));
}
