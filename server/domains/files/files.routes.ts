import type { FastifyInstance } from 'fastify';
import * as c from '@contract/files';
import { route } from '../../http/route';
import * as files from './files.service';

export function filesRoutes(app: FastifyInstance): void {
  route(app, c.upload, (p, ctx, file) => files.upload(ctx, p, file));
  route(app, c.file2Upload, (p, ctx, file) => files.file2Upload(ctx, p, file));
  route(app, c.activityUpload, (p, ctx, file) => files.activityUpload(ctx, p, file));
}
