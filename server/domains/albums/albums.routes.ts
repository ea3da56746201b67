import type { FastifyInstance } from 'fastify';
import * as c from '@contract/albums';
import { route } from '../../http/route';
import * as albums from './albums.service';
import * as activities from './activities.service';

export function albumsRoutes(app: FastifyInstance): void {
  route(app, c.albumList, (p, ctx) => albums.list(ctx, p));
  route(app, c.albumSave, (p, ctx) => albums.save(ctx, p));
  route(app, c.albumGet, (p, ctx) => albums.get(ctx, p));
  route(app, c.albumDelete, (p, ctx) => albums.remove(ctx, p));
  route(app, c.photoAdd, (p, ctx) => albums.addPhotos(ctx, p));
  route(app, c.photoSave, (p, ctx) => albums.savePhoto(ctx, p));
  route(app, c.photoDelete, (p, ctx) => albums.deletePhoto(ctx, p));
  route(app, c.albumCover, (p, ctx) => albums.cover(ctx, p));
  route(app, c.memberPhotos, (p, ctx) => albums.memberPhotos(ctx, p));
}

export function activitiesRoutes(app: FastifyInstance): void {
  route(app, c.activitySave, (p, ctx) => activities.save(ctx, p));
  route(app, c.activityGet, (p, ctx) => activities.get(ctx, p));
  route(app, c.activityList, (p, ctx) => activities.list(ctx, p));
  route(app, c.activitySignup, (p, ctx) => activities.signup(ctx, p));
}
