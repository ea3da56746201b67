/**
 * Seek-roots posts: publish (sends the matching job), read, lists (square by surname / author / sort, mine), like,
 * share, succeed, delete, base info, the home figures, banners; moderators polish and block (logged).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/seek-root';
import { SEEK_STATUS_NAMES, type SeekCard, type SeekDetail } from '@contract/seek-root';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { staffRolesOf, requireStaff } from '../staff/index';
import { publishMessage } from '../messages/index';
import { recommend as servedMatches } from './seek-root-match.service';
import { seekRootMatchJob } from './seek-root.jobs';
import * as repo from './seek-root.repo';

/** The reader's user id for "liked" (0 for a guest). */
export const readerId = (ctx: Ctx) => (ctx.user && !ctx.user.isGuest ? ctx.user.id : 0);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const paged = <T>(rows: T[], size: number) => ({ list: rows.slice(0, size), hasNext: rows.length > size });

export function requireClean(...texts: string[]): void {
  if (texts.some((t) => findSensitive(t).length > 0)) fail(SENSITIVE_MESSAGE);
}

export async function isModerator(ctx: Ctx): Promise<boolean> {
  const roles = await staffRolesOf(ctx.db, readerId(ctx) || undefined);
  return roles.includes('admin') || roles.includes('moderator');
}

export function toCard(r: repo.PostView): SeekCard {
  const summary = r.story.replace(/\s+/g, ' ').trim();
  return {
    id: r.id, title: r.title || `${r.first_name}姓寻根${r.area_name ? `（${r.area_name}）` : ''}`, firstName: r.first_name, areaName: r.area_name,
    hall: r.hall, zibei: r.zibei, summary: [...summary].slice(0, 100).join(''), images: r.images,
    author: { id: r.user_id, name: r.author_name, photo: r.author_photo }, status: r.status, statusName: SEEK_STATUS_NAMES[r.status] ?? r.status,
    polished: r.polished, blocked: r.blocked, likeCount: r.like_count, replyCount: r.reply_count, shareCount: r.share_count,
    viewCount: r.view_count, matchCount: r.match_count, liked: r.liked, createdAt: iso(r.created_at),
  };
}

/**
 * A post the reader may see: not deleted; a blocked one only to its author and moderators. Answers the post and
 * whether he moderates.
 */
export async function readablePost(ctx: Ctx, id: number) {
  const post = await repo.locatePost(ctx.db, id);
  if (!post || post.status === 'deleted') fail('寻根不存在');
  const mod = await isModerator(ctx);
  if (post.blocked && post.userId !== readerId(ctx) && !mod) fail('该寻根已被屏蔽');
  return { post, mod };
}

/** Queue the matching job for a post (in the transaction that wrote it) and wake the queue after. */
async function queueMatch(ctx: Ctx, postId: number, tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0]) {
  await ctx.req.server.jobs.send(seekRootMatchJob, { postId }, { tx });
}

/** POST /seek-root/add */
export async function add(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootAdd>): Promise<Reply<typeof c.seekRootAdd>> {
  requireClean(p.title, p.story, p.hall, p.junwang, p.village, p.father, p.grandfather, p.greatGrandfather, p.contact);
  if (!p.zibei && !p.grandfather && !p.greatGrandfather && !p.father && !p.story && !p.areaName) fail('请至少填写祖籍、字辈、祖辈姓名或迁徙经历中的一项');
  const base = await repo.profileOf(ctx.db, ctx.user.id);
  const now = ctx.adapters.clock.now();
  if (p.birthYear && p.birthYear > now.getFullYear()) fail('出生年份不正确');
  const id = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertPost(tx, {
      userId: ctx.user.id, firstName: p.firstName, areaCode: p.areaCode, areaName: p.areaName, village: p.village, hall: p.hall,
      junwang: p.junwang, zibei: p.zibei, zibeiLast: p.zibeiLast, father: p.father, grandfather: p.grandfather,
      greatGrandfather: p.greatGrandfather, birthYear: p.birthYear || base?.birthYear || 0, title: p.title, story: p.story,
      images: p.images, contact: p.contact || base?.contact || '', createdAt: now, updatedAt: now,
    });
    await queueMatch(ctx, id, tx);
    return id;
  });
  ctx.req.server.jobs.wake(seekRootMatchJob.name);
  return { id };
}

/** GET /seek-root/v2/get/:id */
export async function get(ctx: Ctx, p: { id: number }): Promise<SeekDetail> {
  const { post, mod } = await readablePost(ctx, p.id);
  const me = readerId(ctx);
  await repo.addView(ctx.db, post.id);
  const v = (await repo.postView(ctx.db, me, post.id))!;
  const answerClans = me ? (await repo.managedMatches(ctx.db, post.id, me)).map((r) => ({ projectId: r.project_id, clanId: r.clan_id, name: r.name })) : [];
  return {
    ...toCard(v), areaCode: post.areaCode, village: post.village, junwang: post.junwang, zibeiLast: post.zibeiLast, father: post.father,
    grandfather: post.grandfather, greatGrandfather: post.greatGrandfather, birthYear: post.birthYear, story: post.story,
    contact: me ? post.contact : '', adoptedReplyId: post.adoptedReplyId, mine: post.userId === me, canModerate: mod, answerClans,
  };
}

/** GET /seek-root/list */
export async function list(ctx: Ctx, p: ParsedParams<typeof c.seekRootList>): Promise<Reply<typeof c.seekRootList>> {
  const rows = await repo.postPage(ctx.db, readerId(ctx), { userId: p.userId, firstName: p.firstName, sort: p.sort }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCard), p.pageSize);
}

/** GET /seekRoot/my */
export async function my(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootMy>): Promise<Reply<typeof c.seekRootMy>> {
  const rows = await repo.myPage(ctx.db, ctx.user.id, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCard), p.pageSize);
}

/** GET /seekRoot/recommend */
export async function recommend(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.seekRootRecommend>> {
  const { post } = await readablePost(ctx, p.id);
  return servedMatches(ctx, post);
}

/** GET /seek-root/like */
export async function like(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootLike>): Promise<Reply<typeof c.seekRootLike>> {
  const { post } = await readablePost(ctx, p.id);
  const now = ctx.adapters.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!p.value) return { liked: false, likeCount: await repo.unlike(tx, post.id, ctx.user.id) };
    const r = await repo.like(tx, post.id, ctx.user.id, now);
    if (r.added && post.userId !== ctx.user.id) {
      await publishMessage(ctx, tx, { userId: post.userId, kind: 'interaction', title: '有人赞了你的寻根', content: post.title || `${post.firstName}姓寻根`, link: `/seekroot/details?id=${post.id}` });
    }
    return { liked: true, likeCount: r.count };
  });
}

/** POST /seek-root/share/:id */
export async function share(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootShare>): Promise<Reply<typeof c.seekRootShare>> {
  const { post } = await readablePost(ctx, p.id);
  if (post.blocked) fail('该寻根已被屏蔽，不能分享');
  const shareCount = await ctx.db.transaction((tx) => repo.share(tx, post.id, ctx.user.id, p.scene, ctx.adapters.clock.now()));
  return { shareCount, path: `/seekroot/details?id=${post.id}&scene=${p.scene}` };
}

async function ownPost(ctx: Ctx<'user'>, id: number) {
  const post = await repo.locatePost(ctx.db, id);
  if (!post || post.status === 'deleted') fail('寻根不存在');
  if (post.userId !== ctx.user.id) fail('只有发布人可以这样做');
  return post;
}

/** POST /seek-root/succeed/:id */
export async function succeed(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.seekRootSucceed>> {
  const post = await ownPost(ctx, p.id);
  if (post.status === 'succeeded') fail('已标记为寻根成功');
  const done = await ctx.db.transaction((tx) => repo.moveStatus(tx, post.id, ['open'], 'succeeded', ctx.adapters.clock.now()));
  if (!done) fail('已标记为寻根成功');
  return { status: 'succeeded' };
}

/** POST /seek-root/delete/:id: the author, or a moderator (logged). */
export async function del(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.seekRootDelete>> {
  const post = await repo.locatePost(ctx.db, p.id);
  if (!post || post.status === 'deleted') fail('寻根不存在');
  const mine = post.userId === ctx.user.id;
  if (!mine && !(await isModerator(ctx))) fail('只能删除自己发布的寻根');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.moveStatus(tx, post.id, ['open', 'succeeded'], 'deleted', now))) fail('寻根不存在');
    await repo.deleteMatches(tx, post.id);
    if (!mine) await repo.insertModLog(tx, { staffId: ctx.user.id, action: 'delete', postId: post.id, reason: '', at: now });
  });
  return { deleted: true };
}

async function moderated(ctx: Ctx<'user'>, id: number) {
  await requireStaff(ctx, 'moderator');
  const post = await repo.locatePost(ctx.db, id);
  if (!post || post.status === 'deleted') fail('寻根不存在');
  return post;
}

/** POST /seek-root/polish/:id */
export async function polish(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootPolish>): Promise<Reply<typeof c.seekRootPolish>> {
  const post = await moderated(ctx, p.id);
  if (post.blocked && p.value) fail('已屏蔽的寻根不能加精');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setFlag(tx, post.id, 'polished', p.value, now);
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: p.value ? 'polish' : 'unpolish', postId: post.id, reason: '', at: now });
  });
  return { polished: p.value };
}

/** GET /seek-root/block: a blocked post leaves every list (its author still sees it under 我的寻根); its matches go. */
export async function block(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootBlock>): Promise<Reply<typeof c.seekRootBlock>> {
  const post = await moderated(ctx, p.id);
  if (post.blocked === p.value) fail(p.value ? '该寻根已屏蔽' : '该寻根未被屏蔽');
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.setFlag(tx, post.id, 'blocked', p.value, now);
    if (p.value) await repo.setFlag(tx, post.id, 'polished', false, now);
    if (p.value) await repo.deleteMatches(tx, post.id);
    else await queueMatch(ctx, post.id, tx);
    await repo.insertModLog(tx, { staffId: ctx.user.id, action: p.value ? 'block' : 'unblock', postId: post.id, reason: p.reason, at: now });
    await publishMessage(ctx, tx, {
      userId: post.userId, kind: 'notification', title: p.value ? '你的寻根已被屏蔽' : '你的寻根已恢复显示',
      content: p.reason || (post.title || `${post.firstName}姓寻根`), link: `/seekroot/details?id=${post.id}`,
    });
  });
  if (!p.value) ctx.req.server.jobs.wake(seekRootMatchJob.name);
  return { blocked: p.value };
}

// ——— base info, home, banners ———

const toBase = (r: Awaited<ReturnType<typeof repo.profileOf>>) => ({
  realName: r?.realName ?? '', gender: r?.gender ?? '', birthYear: r?.birthYear ?? 0, firstName: r?.firstName ?? '',
  areaCode: r?.areaCode ?? 0, areaName: r?.areaName ?? '', contact: r?.contact ?? '',
});

/** GET /seekRoot/userBaseInfo */
export async function baseInfo(ctx: Ctx<'user'>): Promise<Reply<typeof c.seekRootUserBaseInfo>> {
  return toBase(await repo.profileOf(ctx.db, ctx.user.id));
}

/** POST /seekRoot/updateUserBaseInfo */
export async function saveBaseInfo(ctx: Ctx<'user'>, p: ParsedParams<typeof c.seekRootUpdateUserBaseInfo>): Promise<Reply<typeof c.seekRootUpdateUserBaseInfo>> {
  requireClean(p.realName, p.areaName, p.contact);
  const now = ctx.adapters.clock.now();
  if (p.birthYear > now.getFullYear()) fail('出生年份不正确');
  await repo.saveProfile(ctx.db, { userId: ctx.user.id, ...p, updatedAt: now });
  return toBase(await repo.profileOf(ctx.db, ctx.user.id));
}

/** GET /seekRoot/info */
export async function info(ctx: Ctx): Promise<Reply<typeof c.seekRootInfo>> {
  const [f, names] = await Promise.all([repo.figures(ctx.db), repo.nameCounts(ctx.db, 0, 12)]);
  return { postCount: f.posts, succeedCount: f.succeeded, clanCount: f.clans, hotNames: names.map((n) => ({ firstName: n.first_name, count: n.count })) };
}

/** GET /seekRoot/list */
export async function names(ctx: Ctx, p: ParsedParams<typeof c.seekRootNameList>): Promise<Reply<typeof c.seekRootNameList>> {
  const rows = await repo.nameCounts(ctx.db, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map((r) => ({ firstName: r.first_name, count: r.count, succeedCount: r.succeeded })), p.pageSize);
}

const toBanner = (b: { id: number; image: string; title: string; link: string; sort: number }) => ({ id: b.id, image: b.image, title: b.title, link: b.link, sort: b.sort });

/** GET /seekRootBanner/list */
export async function banners(ctx: Ctx): Promise<Reply<typeof c.seekRootBannerList>> {
  return { list: (await repo.bannerList(ctx.db)).map(toBanner) };
}

/** GET /ops/seek-root/post/list */
export async function opsPosts(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsSeekRootPosts>): Promise<Reply<typeof c.opsSeekRootPosts>> {
  await requireStaff(ctx, 'moderator');
  const rows = await repo.opsPage(ctx.db, p.filter, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return paged(rows.map(toCard), p.pageSize);
}

/** POST /ops/seek-root/banner/save */
export async function opsBannerSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.opsSeekRootBannerSave>): Promise<Reply<typeof c.opsSeekRootBannerSave>> {
  await requireStaff(ctx, 'operator');
  requireClean(p.title);
  const b = await repo.saveBanner(ctx.db, p.id, { image: p.image, title: p.title, link: p.link, sort: p.sort, at: ctx.adapters.clock.now() });
  if (!b) fail('横幅不存在');
  return toBanner(b);
}

/** POST /ops/seek-root/banner/delete */
export async function opsBannerDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.opsSeekRootBannerDelete>> {
  await requireStaff(ctx, 'operator');
  if (!(await repo.deleteBanner(ctx.db, p.id))) fail('横幅不存在');
  return { deleted: true };
}
