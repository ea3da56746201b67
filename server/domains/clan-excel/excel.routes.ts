/** Excel calls: preview/confirm through route(); the template and export downloads (.xlsx bytes) through rawRoute. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as c from '@contract/clan-excel';
import { rawRoute, route } from '../../http/route';
import * as svc from './excel.service';

const xlsx = (reply: FastifyReply, f: { name: string; data: Buffer }) =>
  reply.header('content-type', c.XLSX_MIME).header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}.xlsx`).send(f.data);

export function clanExcelRoutes(app: FastifyInstance): void {
  route(app, c.preview, (p, ctx, file) => svc.preview(ctx, p.clanId, file, p));
  route(app, c.confirm, (p, ctx, file) => svc.confirm(ctx, p.clanId, p.clanVersion, file, p));
  rawRoute(app, c.EXCEL_TEMPLATE, async (p, ctx, { reply }) => xlsx(reply, { name: '族谱成员导入模板', data: await svc.template(ctx, p.clanId) }));
  rawRoute(app, c.EXCEL_EXPORT, async (p, ctx, { reply }) => xlsx(reply, await svc.exportClan(ctx, p.clanId)));
}
