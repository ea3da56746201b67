/** GEDCOM calls: import/export through route(); the log (.csv) and the exported file (.ged) through rawRoute. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as c from '@contract/gedcom';
import { rawRoute, route } from '../../http/route';
import * as svc from './gedcom.service';

const download = (reply: FastifyReply, type: string, f: { name: string; data: Buffer }) =>
  reply.header('content-type', type).header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`).send(f.data);

export function gedcomRoutes(app: FastifyInstance): void {
  route(app, c.importUpload, (p, ctx, file) => svc.importUpload(ctx, p, file));
  route(app, c.importPreview, (p, ctx) => svc.importPreview(ctx, p));
  route(app, c.importConfirm, (p, ctx) => svc.importConfirm(ctx, p));
  route(app, c.job, (p, ctx) => svc.job(ctx, p.jobId));
  route(app, c.exportStart, (p, ctx) => svc.exportStart(ctx, p));
  rawRoute(app, c.IMPORT_LOG, async (p, ctx, { reply }) => download(reply, 'text/csv; charset=utf-8', await svc.importLog(ctx, p.jobId)));
  rawRoute(app, c.EXPORT_FILE, async (p, ctx, { reply }) => download(reply, c.GEDCOM_MIME, await svc.exportFile(ctx, p.jobId)));
}
