/** Messages and 祭文, lifetime (生平), music, logs of memorial halls. */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as c from '@contract/sacrifice';
import { toPage, type ParsedParams, type Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { files, sacrificeHalls, sacrificeLifetime, sacrificeLogs, sacrificeMessages, users } from '../../db/schema/index';
import { requireProjectRole } from '../projects/access';
import { ageText, familyOf, inscriptionsOf, memberById, memberName, personOfMember, type MemberRow } from './person';
import { canEditHall, editableHall, uidOf, visibleHall } from './access';
import { MUSIC } from './catalogue';
import * as repo from './sacrifice.repo';

const msg = sacrificeMessages;
const life = sacrificeLifetime;
const log = sacrificeLogs;

/** Plain text: no tags, no control characters but line breaks, at most two blank lines in a row. */
export function sanitize(s: string): string {
  return s.replace(/<[^>]*>/g, '').replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e]/g, '').replace(/\n{3,}/g, '\n\n').trim();
}

// ——— Messages ———

type MsgRow = typeof msg.$inferSelect;
const toMessage = (r: MsgRow, u: { nickname: string | null; photo: string | null }, canDelete: boolean): c.Message => ({
  id: r.id, hallId: r.hallId, kind: r.kind === 'eulogy' ? 'eulogy' : 'message', title: r.title, content: r.content, userId: r.userId,
  nickname: u.nickname ?? '', avatar: u.photo ?? '', createdAt: r.createdAt.toISOString(), canDelete,
});

export async function messageList(ctx: Ctx, p: ParsedParams<typeof c.messageList>): Promise<Reply<typeof c.messageList>> {
  const hall = await visibleHall(ctx, p.id);
  const uid = uidOf(ctx);
  const admin = await canEditHall(ctx, hall);
  const rows = await ctx.db.select({ m: msg, nickname: users.nickname, photo: users.photo }).from(msg).leftJoin(users, eq(users.id, msg.userId))
    .where(and(eq(msg.hallId, hall.id), p.kind ? eq(msg.kind, p.kind) : undefined)).orderBy(desc(msg.createdAt), desc(msg.id))
    .offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
  return toPage(rows.map((r) => toMessage(r.m, r, admin || (uid > 0 && r.m.userId === uid))), p.pageSize);
}

export async function messageAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageAdd>): Promise<Reply<typeof c.messageAdd>> {
  const hall = await visibleHall(ctx, p.id);
  const content = sanitize(p.content);
  if (!content) fail('请填写内容');
  const title = sanitize(p.title ?? '');
  if (p.kind === 'eulogy' && !title) fail('请填写祭文标题');
  const now = ctx.adapters.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.insert(msg).values({ hallId: hall.id, userId: ctx.user.id, kind: p.kind, title, content, createdAt: now }).returning();
    await repo.bump(tx, hall.id, 'messages');
    const [u] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, ctx.user.id));
    await repo.addLog(tx, { hallId: hall.id, userId: ctx.user.id, kind: p.kind, text: `${u?.nickname || '有人'} ${p.kind === 'eulogy' ? `敬献祭文《${title}》` : '留言'}`, points: 3, at: now });
    return r;
  });
  const [u] = await ctx.db.select({ nickname: users.nickname, photo: users.photo }).from(users).where(eq(users.id, ctx.user.id));
  return toMessage(row, u ?? { nickname: '', photo: '' }, true);
}

export async function messageDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const [m] = await ctx.db.select().from(msg).where(eq(msg.id, p.id)).limit(1);
  if (!m) fail('留言不存在');
  const hall = await visibleHall(ctx, m.hallId);
  if (m.userId !== ctx.user.id && !(await canEditHall(ctx, hall))) fail('只能删除自己的留言');
  await ctx.db.transaction(async (tx) => {
    const gone = await tx.delete(msg).where(eq(msg.id, m.id)).returning({ id: msg.id });
    if (gone.length) await repo.bump(tx, hall.id, 'messages', -1);
  });
  return null;
}

// ——— Lifetime ———

async function lifetimeMember(ctx: Ctx, m: MemberRow): Promise<c.LifetimeMember> {
  const f = await familyOf(ctx.db, m);
  const person = personOfMember(m, f);
  const rel: { row: MemberRow; relation: string }[] = [];
  if (f.father) rel.push({ row: f.father, relation: '父' });
  if (f.mother) rel.push({ row: f.mother, relation: '母' });
  if (f.husband) rel.push({ row: f.husband, relation: '夫' });
  for (const w of f.wives) rel.push({ row: w, relation: w.spouseType || '妻' });
  for (const ch of f.children) if (!ch.husbandId) rel.push({ row: ch, relation: ch.gender === 'f' ? '女' : '子' });
  const ids = [m.id, ...rel.map((r) => r.row.id)];
  const halls = await ctx.db.select({ id: sacrificeHalls.id, memberId: sacrificeHalls.memberId }).from(sacrificeHalls).where(inArray(sacrificeHalls.memberId, ids));
  const hallOf = new Map(halls.map((x) => [x.memberId, x.id]));
  return {
    memberId: m.id, projectId: m.projectId, surname: m.surname, name: person.name, gender: person.gender, zi: m.zi ?? '', hao: m.hao ?? '',
    generation: m.generation, birthText: person.birthText, deathText: person.deathText, ageText: ageText(person.birth, person.death),
    biography: m.biography ?? '', relatives: rel.map((r) => ({ id: r.row.id, name: memberName(r.row), relation: r.relation, hallId: hallOf.get(r.row.id) ?? null })),
    offerers: person.offerers, inscription: inscriptionsOf(person).tablet, hallId: hallOf.get(m.id) ?? null,
  };
}

export async function lifetimeMemberGet(ctx: Ctx, p: { memberId: number }): Promise<Reply<typeof c.lifetimeMemberGet>> {
  const m = await memberById(ctx.db, p.memberId);
  if (!m) fail('成员不存在');
  await requireProjectRole(ctx, m.projectId, 'visitor');
  if (m.living) fail('在世成员没有生平纪念资料');
  return lifetimeMember(ctx, m);
}

export async function lifetimeGet(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.lifetimeGet>> {
  const hall = await visibleHall(ctx, p.id);
  const m = hall.memberId ? await memberById(ctx.db, hall.memberId) : undefined;
  const member = m ? await lifetimeMember(ctx, m) : null;
  const counts = await ctx.db.select({ kind: life.kind, n: count() }).from(life).where(eq(life.hallId, hall.id)).groupBy(life.kind);
  const n = (k: string) => Number(counts.find((x) => x.kind === k)?.n ?? 0);
  return {
    hallId: hall.id, name: hall.name, birthText: member?.birthText ?? hall.birthText, deathText: member?.deathText ?? hall.deathText,
    ageText: member?.ageText ?? ageText(hall.birth, hall.death), biography: hall.biography || member?.biography || '', member,
    articles: n('article'), albums: n('album'), videos: n('video'),
  };
}

type LifeRow = typeof life.$inferSelect;
const toEntry = (r: LifeRow): c.LifetimeEntry => ({
  id: r.id, hallId: r.hallId, kind: r.kind as c.LifetimeEntry['kind'], title: r.title, content: r.content, keys: r.keys, cover: r.cover,
  createdAt: r.createdAt.toISOString(),
});

export function lifetimeList(kind: 'article' | 'album' | 'video') {
  return async (ctx: Ctx, p: { id: number; pageIndex: number; pageSize: number }) => {
    await visibleHall(ctx, p.id);
    const rows = await ctx.db.select().from(life).where(and(eq(life.hallId, p.id), eq(life.kind, kind)))
      .orderBy(desc(life.createdAt), desc(life.id)).offset((p.pageIndex - 1) * p.pageSize).limit(p.pageSize + 1);
    return toPage(rows.map(toEntry), p.pageSize);
  };
}

const NO_ENTRY = { article: '文章不存在', album: '相册不存在', video: '视频不存在' } as const;

export function lifetimeItem(kind: 'article' | 'album' | 'video') {
  return async (ctx: Ctx, p: { id: number }) => {
    const [r] = await ctx.db.select().from(life).where(and(eq(life.id, p.id), eq(life.kind, kind))).limit(1);
    if (!r) fail(NO_ENTRY[kind]);
    await visibleHall(ctx, r.hallId);
    return toEntry(r);
  };
}

export async function lifetimeSave(ctx: Ctx<'user'>, p: ParsedParams<typeof c.lifetimeSave>): Promise<Reply<typeof c.lifetimeSave>> {
  const hall = await editableHall(ctx, p.hallId);
  if (p.kind === 'album' && !p.keys.length) fail('相册至少要有一张照片');
  if (p.kind === 'video' && !p.keys.length) fail('请上传视频');
  const keys = [...new Set(p.keys)];
  if (keys.length) {
    const found = await ctx.db.select({ key: files.key, mime: files.mime }).from(files).where(inArray(files.key, keys));
    if (found.length !== keys.length) fail('文件不存在，请重新上传');
    if (p.kind === 'album' && found.some((f) => !f.mime.startsWith('image/'))) fail('相册只能放图片');
  }
  const values = { title: sanitize(p.title), content: sanitize(p.content ?? ''), keys, cover: p.cover ?? (p.kind === 'album' ? keys[0] : '') };
  if (!values.title) fail('请填写标题');
  if (p.id) {
    const [r] = await ctx.db.update(life).set(values).where(and(eq(life.id, p.id), eq(life.hallId, hall.id), eq(life.kind, p.kind))).returning();
    if (!r) fail(NO_ENTRY[p.kind]);
    return toEntry(r);
  }
  const [r] = await ctx.db.insert(life).values({ hallId: hall.id, kind: p.kind, ...values, createdAt: ctx.adapters.clock.now() }).returning();
  return toEntry(r);
}

export async function lifetimeDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const [r] = await ctx.db.select().from(life).where(eq(life.id, p.id)).limit(1);
  if (!r) fail('条目不存在');
  await editableHall(ctx, r.hallId);
  await ctx.db.delete(life).where(eq(life.id, r.id));
  return null;
}

// ——— Music, logs ———

export function musicList(p: { key?: string }): Reply<typeof c.musicList> {
  return { list: p.key ? MUSIC.filter((m) => m.key === p.key) : MUSIC };
}

const logCols = { l: log, nickname: users.nickname, hallName: sacrificeHalls.name };
const toLog = (r: { l: typeof log.$inferSelect; nickname: string | null; hallName: string | null }): c.LogEntry => ({
  id: r.l.id, hallId: r.l.hallId, hallName: r.hallName ?? '', kind: r.l.kind as c.LogEntry['kind'], userId: r.l.userId, nickname: r.nickname ?? '',
  text: r.l.kind === 'visit' ? `${r.nickname || '访客'} ${r.l.text}` : r.l.text, createdAt: r.l.createdAt.toISOString(),
});

async function logs(ctx: Ctx, where: SQL | undefined, offset: number, limit: number) {
  const rows = await ctx.db.select(logCols).from(log).innerJoin(sacrificeHalls, eq(sacrificeHalls.id, log.hallId)).leftJoin(users, eq(users.id, log.userId))
    .where(and(where, repo.visibleTo(uidOf(ctx)))).orderBy(desc(log.createdAt), desc(log.id)).offset(offset).limit(limit);
  return rows.map(toLog);
}

export async function logList(ctx: Ctx, p: ParsedParams<typeof c.logList>): Promise<Reply<typeof c.logList>> {
  await visibleHall(ctx, p.id);
  return toPage(await logs(ctx, eq(log.hallId, p.id), (p.pageIndex - 1) * p.pageSize, p.pageSize + 1), p.pageSize);
}

export async function logListScroll(ctx: Ctx, p: ParsedParams<typeof c.logListScroll>): Promise<Reply<typeof c.logListScroll>> {
  if (p.id) await visibleHall(ctx, p.id);
  const where = and(p.id ? eq(log.hallId, p.id) : undefined, sql`${log.kind} <> 'visit'`);
  return { list: await logs(ctx, where, 0, p.limit) };
}

export async function logListHistory(ctx: Ctx<'user'>, p: ParsedParams<typeof c.logListHistory>): Promise<Reply<typeof c.logListHistory>> {
  return toPage(await logs(ctx, eq(log.userId, ctx.user.id), (p.pageIndex - 1) * p.pageSize, p.pageSize + 1), p.pageSize);
}

