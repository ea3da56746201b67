/**
 * /data/makefont through route(); /make-font/font-file/:projectId answers the font bytes through rawRoute (same
 * access, params and refusals as every call).
 */
import type { FastifyInstance } from 'fastify';
import * as c from '@contract/fonts';
import { notModified, rawRoute, route } from '../../http/route';
import * as svc from './fonts.service';

export function fontsRoutes(app: FastifyInstance): void {
  route(app, c.makeFont, (p, ctx) => svc.makeFont(ctx, p));
  rawRoute(app, c.fontFile, async (p, ctx, { req, reply }) => {
    const { font, version } = await svc.fontBytes(ctx, p);
    // A URL carrying the current version may be cached for long; without it, revalidate.
    reply.header('cache-control', p.v === version ? 'private, max-age=31536000, immutable' : 'private, no-cache');
    if (notModified(req, reply, `"font-${version}"`)) return reply;
    return reply.header('content-type', c.fontFile.raw.contentType).send(font);
  });
}
