/**
 * The book PDF downloads (contract/print.ts sampleFile, bookFile): raw PDF bytes outside the JSON envelope,
 * registered with rawRoute (a session, params checked against the contract, the `ap` header for password projects).
 * Access is checked in the services (requireProjectRole); a refusal is HTTP 403 `{ msg: 0, msbox }` (the contract's
 * refusalStatus: pdf.js reports it as a failed load instead of parsing JSON as a PDF).
 */
import type { FastifyInstance } from 'fastify';
import * as c from '@contract/print';
import { rawRoute } from '../../http/route';
import { sendPdf } from './file-send';
import { sampleFileOf } from './files.service';
import { bookFileOf } from '../book/index';

export function fileRoutes(app: FastifyInstance): void {
  rawRoute(app, c.sampleFile, async (p, ctx, { req, reply }) => sendPdf(req, reply, ctx.adapters.storage, await sampleFileOf(ctx, p.id)));
  rawRoute(app, c.bookFile, async (p, ctx, { req, reply }) => sendPdf(req, reply, ctx.adapters.storage, await bookFileOf(ctx, p.id)));
}
