/**
 * /data/makefont through the usual contract route; /make-font/font-file/:projectId answers raw font bytes, so it is
 * registered like the tree pack (clan-members.pack.ts): same access rule (a session), params checked against the
 * contract, refusals answered `{ msg: 0, msbox }` JSON by the app's error handler.
 */
import type { FastifyInstance } from 'fastify';
import { describeIssue, MESSAGES } from '@contract/common/index';
import * as c from '@contract/fonts';
import { API_BASE, route } from '../../http/route';
import type { Ctx, Deps } from '../../http/context';
import { AuthError } from '../../http/errors';
import { bearer, resolveSession } from '../../http/session';
import * as svc from './fonts.service';

export function fontsRoutes(app: FastifyInstance): void {
  route(app, c.makeFont, (p, ctx) => svc.makeFont(ctx, p));
  app.deps.calls.push(c.fontFile);
  app.get(API_BASE + c.fontFile.path, async (req, reply) => {
    const deps: Deps = app.deps;
    const token = bearer(req.headers.authorization);
    const user = token ? await resolveSession(deps.db, token, deps.adapters.clock.now()) : null;
    if (!user) throw new AuthError(token ? '登录已过期，请重新登录' : MESSAGES.loginFirst);
    const input = { ...((req.query ?? {}) as Record<string, unknown>), ...((req.params ?? {}) as Record<string, unknown>) };
    const parsed = c.fontFile.params.safeParse(input);
    if (!parsed.success) return { msg: 0, msbox: describeIssue(c.fontFile.params, parsed.error.issues[0], input) };
    const ap = typeof req.headers.ap === 'string' ? req.headers.ap : undefined;
    const ctx = { ...deps, user, token, headers: { ap }, ip: req.ip, log: req.log, req } as Ctx;
    const { font, version } = await svc.fontBytes(ctx, parsed.data);
    const etag = `"font-${version}"`;
    // A URL carrying the current version may be cached for long; without it, revalidate.
    const immutable = parsed.data.v === version;
    reply.header('etag', etag).header('cache-control', immutable ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').map((s) => s.trim()).includes(etag)) return reply.code(304).send();
    return reply.header('content-type', 'font/ttf').send(font);
  });
}
