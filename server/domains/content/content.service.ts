/** Posts and articles: publish (to clans or public), drafts, lists by clan / tag / follow, detail, delete, pin, like, share. */
import type { ParsedParams, Reply } from '@contract/common/index';
import { stripMarkup } from '@contract/common/index';
import type * as c from '@contract/content';
import { CONTENT_STATUS_NAMES, CONTENT_TYPE_NAMES, type ContentCard, type ContentDetail, type ContentType } from '@contract/content';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { cleanHtml, plainText } from '../book/index';
import { isManager, onProjectDelete, projectAccess, requireProjectRole } from '../projects/index';
import { publishMessage } from '../messages/index';
import { requireStaff } from '../staff/index';
import { toggleFollow } from '../social/index';
import * as repo from './content.repo';

/** The reader's user id for "liked" and the blacklist (0 for a guest: likes nothing, blocks nobody). */
export const readerId = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const RICH = new Set<ContentType>(['article', 'notice', 'news']);

/** Plain text of a post's body (a post holds plain text, the others clean HTML). */
const plainOf = (type: string, body: string) => (RICH.has(type as ContentType) ? plainText(body) : body);

export function toCard(r: repo.PostView): ContentCard {
  const summary = plainOf(r.content_type, r.body).replace(/\s+/g, ' ').trim();
  return {
    id: r.id, contentType: r.content_type as ContentType, contentTypeName: CONTENT_TYPE_NAMES[r.content_type as ContentType] ?? r.content_type,
    title: r.title, summary: [...summary].slice(0, 120).join(''), images: r.images, video: r.video, tags: r.tags,
    projectId: r.project_id, projectName: r.project_name ?? '', author: { id: r.author_id, name: r.author_name, photo: r.author_photo },
    status: r.status, statusName: CONTENT_STATUS_NAMES[r.status] ?? r.status, pinned: r.pinned, likeCount: r.like_count,
    replyCount: r.reply_count, shareCount: r.share_count, viewCount: r.view_count, liked: r.liked, createdAt: iso(r.created_at),
  };
}

const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });

/** Refuses a user a moderator restricted. */
export async function requireMayPublish(ctx: Ctx<'user'>): Promise<void> {
  if (await repo.lockOf(ctx.db, ctx.user.id)) fail('你已被禁止发布内容，如有疑问请联系客服');
}

/** Refuses a text with a listed word (in any spelling the filter folds: traditional, full-width, spaced). */
export function requireClean(...texts: string[]): void {
  if (texts.some((t) => findSensitive(t).length > 0)) fail(SENSITIVE_MESSAGE);
}

/**
 * A post a reader may see: published (or his own, or hidden to its author), of a clan he may read. Answers the post
 * and his access to its clan (null for a public post).
 */
export async function readablePost(ctx: Ctx, id: number) {
  const post = await repo.locatePost(ctx.db, id);
  const me = readerId(ctx);
  if (!post || post.status === 'deleted' || (post.status === 'draft' && post.authorId !== me)) fail('内容不存在');
  if (post.status === 'hidden' && post.authorId !== me) fail('该内容已被隐藏');
  const access = post.projectId !== null ? await requireProjectRole(ctx, post.projectId, 'visitor') : null;
  return { post, access };
}

/** POST /content/add */
export async function add(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentAdd>): Promise<Reply<typeof c.contentAdd>> {
  const rich = RICH.has(p.contentType);
  const body = rich ? cleanHtml(p.body) : stripMarkup(p.body).trim();
  if (!rich && [...body].length > 2000) fail('动态最多2000字');
  requireClean(p.title, plainOf(p.contentType, body));
  const video = p.video ?? '';
  const targets = [...new Set(p.projectIds)];
  const now = ctx.adapters.clock.now();
  const values = { authorId: ctx.user.id, contentType: p.contentType, title: p.title, body, images: p.images, video, tags: [...p.tags], targets, at: now };
  if (p.draft) {
    const id = await ctx.db.transaction(async (tx) => {
      const before = await repo.draftOf(tx, ctx.user.id, p.contentType);
      if (before) {
        await repo.updateDraft(tx, before.id, { ...values, projectId: targets[0] ?? null, status: 'draft' });
        return before.id;
      }
      return repo.insertPost(tx, { ...values, projectId: targets[0] ?? null, status: 'draft' });
    });
    return { ids: [id], draft: true };
  }
  await requireMayPublish(ctx);
  if (rich && !p.title) fail('请填写标题');
  if (rich && !plainText(body) && !body.includes('<img')) fail('请填写正文');
  if (!rich && !body && !p.images.length && !video) fail('请填写内容或添加图片');
  if (p.images.length && video && p.contentType === 'post') fail('一条动态只能带图片或一个视频');
  await requireTargets(ctx, p.contentType, targets);
  const ids = await ctx.db.transaction(async (tx) => {
    const out: number[] = [];
    for (const projectId of targets.length ? targets : [null]) {
      const id = await repo.insertPost(tx, { ...values, projectId, status: 'published' });
      out.push(id);
      // a clan notice goes to the message centre of the clan's team (read there, with its read state)
      if (p.contentType === 'notice' && projectId !== null) {
        for (const userId of await repo.teamIdsOf(tx, projectId, ctx.user.id)) {
          await publishMessage(ctx, tx, { userId, kind: 'project', title: `家族公告：${p.title}`, content: [...plainText(body)].slice(0, 100).join(''), link: `/content/notice-details?id=${id}`, projectId });
        }
      }
    }
    await repo.deleteDraft(tx, ctx.user.id, p.contentType);
    await repo.insertActivity(tx, { userId: ctx.user.id, action: 'publish', title: p.title || [...body].slice(0, 30).join(''), link: `/content/details?id=${out[0]}`, at: now });
    return out;
  });
  return { ids, draft: false };
}

/** May he publish this type to these clans (empty = public)? */
async function requireTargets(ctx: Ctx<'user'>, contentType: string, targets: number[]): Promise<void> {
  if (!targets.length) {
    if (contentType === 'notice' || contentType === 'news') await requireStaff(ctx, 'operator');
    return;
  }
  for (const projectId of targets) await requireProjectRole(ctx, projectId, contentType === 'notice' ? 'manager' : 'member');
}

/** My own published post (hidden ones stay where the moderator left them). */
async function ownPublished(ctx: Ctx<'user'>, id: number) {
  const post = await repo.locatePost(ctx.db, id);
  if (!post || post.status === 'deleted' || post.status === 'draft') fail('内容不存在');
  if (post.authorId !== ctx.user.id) fail('只能修改自己发布的内容');
  if (post.status !== 'published') fail('该内容已被隐藏');
  return post;
}

/** POST /content/sync: a copy in each further clan (its own likes and replies). */
export async function sync(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentSync>): Promise<Reply<typeof c.contentSync>> {
  await requireMayPublish(ctx);
  const post = await ownPublished(ctx, p.id);
  const targets = [...new Set(p.projectIds)].filter((x) => x !== post.projectId);
  if (!targets.length) fail('已在所选家族中');
  await requireTargets(ctx, post.contentType, targets);
  const now = ctx.adapters.clock.now();
  const ids = await ctx.db.transaction(async (tx) => {
    const out: number[] = [];
    for (const projectId of targets) {
      out.push(await repo.insertPost(tx, {
        authorId: ctx.user.id, projectId, contentType: post.contentType, title: post.title, body: post.body, images: post.images,
        video: post.video, tags: post.tags, targets: [], status: 'published', at: now,
      }));
    }
    return out;
  });
  return { ids };
}

/** POST /content/privacy: public (0) or one clan's readers. */
export async function privacy(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentPrivacy>): Promise<Reply<typeof c.contentPrivacy>> {
  const post = await ownPublished(ctx, p.id);
  const projectId = p.projectId || null;
  await requireTargets(ctx, post.contentType, projectId ? [projectId] : []);
  await repo.setProject(ctx.db, post.id, projectId, ctx.adapters.clock.now());
  return { projectId };
}

/** GET /content/draft */
export async function draft(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentDraft>): Promise<Reply<typeof c.contentDraft>> {
  const d = await repo.draftOf(ctx.db, ctx.user.id, p.contentType);
  if (!d) return { draft: null };
  const v = await repo.postView(ctx.db, ctx.user.id, d.id);
  return { draft: { ...detailOf(v!, { canPin: false, canDelete: true, following: false, mine: true }), projectIds: d.targets } };
}

function detailOf(v: repo.PostView, extra: Pick<ContentDetail, 'canPin' | 'canDelete' | 'following' | 'mine'>): ContentDetail {
  return { ...toCard(v), body: v.body, ...extra };
}

/** GET /content/v2/list, /content/list */
export async function list(ctx: Ctx, p: ParsedParams<typeof c.contentV2List>): Promise<Reply<typeof c.contentV2List>> {
  if (p.projectId !== undefined) await requireProjectRole(ctx, p.projectId, 'visitor');
  const me = readerId(ctx);
  if (p.follow && !me) return { list: [], hasNext: false };
  const rows = await repo.postPage(ctx.db, me, { projectId: p.projectId, tag: p.tag, contentType: p.contentType, follow: !!p.follow }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCard), p.pageSize);
}

/** GET /content/mylist */
export async function myList(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentMyList>): Promise<Reply<typeof c.contentMyList>> {
  const rows = await repo.myPage(ctx.db, ctx.user.id, p.contentType, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCard), p.pageSize);
}

/** GET /data/notice: the site's notices, each with my read mark, and my unread count. */
export async function siteNotices(ctx: Ctx, p: ParsedParams<typeof c.dataNotice>): Promise<Reply<typeof c.dataNotice>> {
  const me = readerId(ctx);
  const rows = await repo.noticePage(ctx.db, me, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const read = await repo.noticesRead(ctx.db, me, rows.map((r) => r.id));
  return { ...paged(rows.map((r) => ({ ...toCard(r), read: read.has(r.id) })), p.pageSize), unread: await repo.noticeUnreadCount(ctx.db, me) };
}

const isSiteNotice = (post: { contentType: string; projectId: number | null; status: string }) =>
  post.contentType === 'notice' && post.projectId === null && post.status === 'published';

/** GET /content/notice/unread */
export async function noticeUnread(ctx: Ctx): Promise<Reply<typeof c.noticeUnread>> {
  return { count: await repo.noticeUnreadCount(ctx.db, readerId(ctx)) };
}

/** GET /content/notice/read/:id */
export async function noticeRead(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.noticeRead>> {
  const { post } = await readablePost(ctx, p.id);
  if (!isSiteNotice(post)) fail('公告不存在');
  await repo.markNoticeRead(ctx.db, ctx.user.id, post.id, ctx.adapters.clock.now());
  return { count: await repo.noticeUnreadCount(ctx.db, ctx.user.id) };
}

/** GET /content/notice/read-all */
export async function noticeReadAll(ctx: Ctx<'user'>): Promise<Reply<typeof c.noticeReadAll>> {
  await ctx.db.transaction((tx) => repo.markAllNoticesRead(tx, ctx.user.id, ctx.adapters.clock.now()));
  return { count: await repo.noticeUnreadCount(ctx.db, ctx.user.id) };
}

/** GET /content/v2/:id, /content/get/:id */
export async function get(ctx: Ctx, p: { id: number }): Promise<ContentDetail> {
  const { post, access } = await readablePost(ctx, p.id);
  const me = readerId(ctx);
  if (post.status === 'published') await repo.addView(ctx.db, post.id);
  // a site notice opened by a logged-in user is read
  if (me && isSiteNotice(post)) await repo.markNoticeRead(ctx.db, me, post.id, ctx.adapters.clock.now());
  const v = await repo.postView(ctx.db, me, post.id);
  const manager = !!access && isManager(access);
  return detailOf(v!, {
    canPin: manager, canDelete: post.authorId === me || manager, mine: post.authorId === me,
    following: me ? await repo.isFollowing(ctx.db, me, post.authorId) : false,
  });
}

/** GET /content/del/:id: the author, or the clan's 管理员 / 协管员. */
export async function del(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentDel>> {
  const post = await repo.locatePost(ctx.db, p.id);
  if (!post || post.status === 'deleted') fail('内容不存在');
  if (post.authorId !== ctx.user.id) {
    const a = post.projectId !== null ? await projectAccess(ctx, post.projectId) : null;
    if (!a || !isManager(a)) fail('只能删除自己发布的内容');
  }
  await repo.setStatus(ctx.db, post.id, 'deleted', ctx.adapters.clock.now());
  return { deleted: true };
}

/** POST /content/top/:id: the clan's 管理员 / 协管员. */
export async function top(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentTop>): Promise<Reply<typeof c.contentTop>> {
  const { post } = await readablePost(ctx, p.id);
  if (post.projectId === null) fail('只有家族内的内容可以置顶');
  await requireProjectRole(ctx, post.projectId, 'manager');
  await repo.setPinned(ctx.db, post.id, p.top);
  return { pinned: p.top };
}

/** GET /content/like/v2/:id?value: counted once per user; the author is told of a new like. */
export async function like(ctx: Ctx<'user'>, p: ParsedParams<typeof c.contentLike>): Promise<Reply<typeof c.contentLike>> {
  const { post } = await readablePost(ctx, p.id);
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!p.value) return { liked: false, likeCount: await repo.unlike(tx, post.id, ctx.user.id) };
    const r = await repo.like(tx, post.id, ctx.user.id, now);
    if (r.added) {
      await repo.insertActivity(tx, { userId: ctx.user.id, action: 'like', title: post.title || '一条动态', link: `/content/details?id=${post.id}`, at: now });
      if (post.authorId !== ctx.user.id) {
        await publishMessage(ctx, tx, { userId: post.authorId, kind: 'interaction', title: '有人赞了你的内容', content: post.title || [...plainOf(post.contentType, post.body)].slice(0, 30).join(''), link: `/content/details?id=${post.id}`, projectId: post.projectId ?? undefined });
      }
    }
    return { liked: true, likeCount: r.count };
  });
}

/** GET /content/share/:id: counted once per user. */
export async function share(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentShare>> {
  const { post } = await readablePost(ctx, p.id);
  return { shareCount: await repo.share(ctx.db, post.id, ctx.user.id, ctx.adapters.clock.now()) };
}

/** GET /content/follow/:id: follow or stop following the author (the social domain's 关注). */
export async function follow(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.contentFollow>> {
  const { post } = await readablePost(ctx, p.id);
  return toggleFollow(ctx, { id: post.authorId });
}

onProjectDelete((tx, projectId) => repo.deleteOfProject(tx, projectId));
