import type { FastifyInstance } from 'fastify';
import * as c from '@contract/social';
import { route } from '../../http/route';
import * as people from './social.service';
import * as friends from './friends.service';
import * as personal from './person-page.service';

export function socialRoutes(app: FastifyInstance): void {
  route(app, c.userSearch, (p, ctx) => people.search(ctx, p));
  route(app, c.userSameName, (p, ctx) => people.sameName(ctx, p));
  route(app, c.userSameCity, (p, ctx) => people.sameCity(ctx, p));
  route(app, c.privacyGet, (_p, ctx) => people.privacy(ctx));
  route(app, c.privacySet, (p, ctx) => people.setPrivacy(ctx, p));
  route(app, c.personClans, (_p, ctx) => personal.personClans(ctx));
  route(app, c.personClansSet, (p, ctx) => personal.setPersonClans(ctx, p));
  route(app, c.personPage, (p, ctx) => personal.personPage(ctx, p));
  route(app, c.friendAttention, (p, ctx) => friends.attention(ctx, p));
  route(app, c.friendApply, (p, ctx) => friends.apply(ctx, p));
  route(app, c.friendConfirm, (p, ctx) => friends.confirm(ctx, p));
  route(app, c.friendReject, (p, ctx) => friends.reject(ctx, p));
  route(app, c.friendDelete, (p, ctx) => friends.remove(ctx, p));
  route(app, c.fansDelete, (p, ctx) => friends.removeFan(ctx, p));
  route(app, c.friendList, (p, ctx) => friends.friends(ctx, p));
  route(app, c.friendFans, (p, ctx) => friends.fans(ctx, p));
  route(app, c.friendRequestList, (p, ctx) => friends.requestsToMe(ctx, p));
  route(app, c.friendRequestMy, (p, ctx) => friends.myRequests(ctx, p));
  route(app, c.followInfo, (_p, ctx) => friends.info(ctx));
}
