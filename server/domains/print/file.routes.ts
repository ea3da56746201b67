/**
 * The book PDF downloads (contract/print.ts sampleFile, bookFile): raw PDF bytes outside the JSON envelope,
 * registered like the font file (fonts.routes.ts): a session from Authorization, params checked against the
 * contract, the `ap` header for password projects. Access is checked in the services (requireProjectRole); a refusal
 * is HTTP 403 `{ msg: 0, msbox }` (pdf.js reports it as a failed load instead of parsing JSON as a PDF).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeIssue, MESSAGES } from '@contract/common/index';
import * as c from '@contract/print';
import { API_BASE } from '../../http/route';
import type { Ctx, Deps } from '../../http/context';
import { AuthError, UserError } from '../../http/errors';
import { bearer, resolveSession } from '../../http/session';
import { sendPdf, type SendPdf } from './file-send';
import { sampleFileOf } from './files.service';
import { bookFileOf } from '../book/index';

type FileDef = typeof c.sampleFile | typeof c.bookFile;

async function serve(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, def: FileDef,
  find: (ctx: Ctx, id: number) => Promise<SendPdf>) {
  const deps: Deps = app.deps;
  const token = bearer(req.headers.authorization);
  const user = token ? await resolveSession(deps.db, token, deps.adapters.clock.now()) : null;
  if (!user) throw new AuthError(token ? '登录已过期，请重新登录' : MESSAGES.loginFirst);
  const input = (req.query ?? {}) as Record<string, unknown>;
  const parsed = def.params.safeParse(input);
  if (!parsed.success) return reply.code(403).send({ msg: 0, msbox: describeIssue(def.params, parsed.error.issues[0], input) });
  const ap = typeof req.headers.ap === 'string' ? req.headers.ap : undefined;
  const ctx = { ...deps, user, token, headers: { ap }, ip: req.ip, log: req.log, req } as Ctx;
  let f: SendPdf;
  try {
    f = await find(ctx, parsed.data.id);
  } catch (e) {
    if (e instanceof UserError) return reply.code(403).header('cache-control', 'no-store').send({ msg: 0, msbox: e.msbox });
    throw e;
  }
  return sendPdf(req, reply, deps.adapters.storage, f);
}

export function fileRoutes(app: FastifyInstance): void {
  app.deps.calls.push(c.sampleFile, c.bookFile);
  app.get(API_BASE + c.sampleFile.path, (req, reply) => serve(app, req, reply, c.sampleFile, sampleFileOf));
  app.get(API_BASE + c.bookFile.path, (req, reply) => serve(app, req, reply, c.bookFile, bookFileOf));
}
