/** Messages and 祭文, lifetime (生平), music, logs of memorial halls. */
import * as c from '@contract/sacrifice';
import { toPage, type ParsedParams, type Reply } from '@contract/common/index';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import { requireProjectRole } from '../projects/index';
import { storedFiles } from '../files/index';
import * as content from './content.repo';
import type { LifeRow, LogRow, MsgRow } from './content.repo';
import { ageText, familyOf, inscriptionsOf, memberById, memberName, personOfMember, type MemberRow } from './person';
import { canEditHall, editableHall, uidOf, visibleHall } from './access';
import { MUSIC } from './catalogue';
import * as repo from './sacrifice.repo';

/** Plain text: no tags, no control characters but line breaks, at most two blank lines in a row. */
export function sanitize(s: string): string {
  return s.replace(/<[^>]*>/g, '').replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u2028-\u202e]/g, '').replace(/\n{3,}/g, '\n\n').trim();
}

// ——— Messages ———

const toMessage = (r: MsgRow, u: { nickname: string | null; photo: string | null }, canDelete: boolean): c.Message => ({
  id: r.id, hallId: r.hallId, kind: r.kind === 'eulogy' ? 'eulogy' : 'message', title: r.title, content: r.content, userId: r.userId,
  nickname: u.nickname ?? '', avatar: u.photo ?? '', createdAt: r.createdAt.toISOString(), canDelete,
});

export async function messageList(ctx: Ctx, p: ParsedParams<typeof c.messageList>): Promise<Reply<typeof c.messageList>> {
  const hall = await visibleHall(ctx, p.id);
  const uid = uidOf(ctx);
  const admin = await canEditHall(ctx, hall);
  const rows = await content.messagePage(ctx.db, hall.id, p.kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return toPage(rows.map((r) => toMessage(r.m, r, admin || (uid > 0 && r.m.userId === uid))), p.pageSize);
}

export async function messageAdd(ctx: Ctx<'user'>, p: ParsedParams<typeof c.messageAdd>): Promise<Reply<typeof c.messageAdd>> {
  const hall = await visibleHall(ctx, p.id);
  const text = sanitize(p.content);
  if (!text) fail('请填写内容');
  const title = sanitize(p.title ?? '');
  if (p.kind === 'eulogy' && !title) fail('请填写祭文标题');
  const now = ctx.adapters.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const r = await content.insertMessage(tx, { hallId: hall.id, userId: ctx.user.id, kind: p.kind, title, content: text, createdAt: now });
    await repo.bump(tx, hall.id, 'messages');
    const u = await content.userCard(tx, ctx.user.id);
    await repo.addLog(tx, { hallId: hall.id, userId: ctx.user.id, kind: p.kind, text: `${u?.nickname || '有人'} ${p.kind === 'eulogy' ? `敬献祭文《${title}》` : '留言'}`, points: 3, at: now });
    return r;
  });
  const u = await content.userCard(ctx.db, ctx.user.id);
  return toMessage(row, u ?? { nickname: '', photo: '' }, true);
}

export async function messageDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const m = await content.messageById(ctx.db, p.id);
  if (!m) fail('留言不存在');
  const hall = await visibleHall(ctx, m.hallId);
  if (m.userId !== ctx.user.id && !(await canEditHall(ctx, hall))) fail('只能删除自己的留言');
  await ctx.db.transaction(async (tx) => {
    if (await content.deleteMessage(tx, m.id)) await repo.bump(tx, hall.id, 'messages', -1);
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
  const halls = await repo.hallsOfMembers(ctx.db, ids);
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
  const counts = await content.lifetimeCounts(ctx.db, hall.id);
  const n = (k: string) => Number(counts.find((x) => x.kind === k)?.n ?? 0);
  return {
    hallId: hall.id, name: hall.name, birthText: member?.birthText ?? hall.birthText, deathText: member?.deathText ?? hall.deathText,
    ageText: member?.ageText ?? ageText(hall.birth, hall.death), biography: hall.biography || member?.biography || '', member,
    articles: n('article'), albums: n('album'), videos: n('video'),
  };
}

const toEntry = (r: LifeRow): c.LifetimeEntry => ({
  id: r.id, hallId: r.hallId, kind: r.kind as c.LifetimeEntry['kind'], title: r.title, content: r.content, keys: r.keys, cover: r.cover,
  createdAt: r.createdAt.toISOString(),
});

export function lifetimeList(kind: 'article' | 'album' | 'video') {
  return async (ctx: Ctx, p: { id: number; pageIndex: number; pageSize: number }) => {
    await visibleHall(ctx, p.id);
    const rows = await content.lifetimePage(ctx.db, p.id, kind, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
    return toPage(rows.map(toEntry), p.pageSize);
  };
}

const NO_ENTRY = { article: '文章不存在', album: '相册不存在', video: '视频不存在' } as const;

export function lifetimeItem(kind: 'article' | 'album' | 'video') {
  return async (ctx: Ctx, p: { id: number }) => {
    const r = await content.lifetimeById(ctx.db, p.id, kind);
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
    const found = await storedFiles(ctx.db, keys);
    if (found.length !== keys.length) fail('文件不存在，请重新上传');
    if (p.kind === 'album' && found.some((f) => !f.mime.startsWith('image/'))) fail('相册只能放图片');
  }
  const values = { title: sanitize(p.title), content: sanitize(p.content ?? ''), keys, cover: p.cover ?? (p.kind === 'album' ? keys[0] : '') };
  if (!values.title) fail('请填写标题');
  if (p.id) {
    const r = await content.updateLifetime(ctx.db, p.id, hall.id, p.kind, values);
    if (!r) fail(NO_ENTRY[p.kind]);
    return toEntry(r);
  }
  const r = await content.insertLifetime(ctx.db, { hallId: hall.id, kind: p.kind, ...values, createdAt: ctx.adapters.clock.now() });
  return toEntry(r);
}

export async function lifetimeDelete(ctx: Ctx<'user'>, p: { id: number }): Promise<null> {
  const r = await content.lifetimeById(ctx.db, p.id);
  if (!r) fail('条目不存在');
  await editableHall(ctx, r.hallId);
  await content.deleteLifetime(ctx.db, r.id);
  return null;
}

// ——— Music, logs ———

export function musicList(p: { key?: string }): Reply<typeof c.musicList> {
  return { list: p.key ? MUSIC.filter((m) => m.key === p.key) : MUSIC };
}

const toLog = (r: { l: LogRow; nickname: string | null; hallName: string | null }): c.LogEntry => ({
  id: r.l.id, hallId: r.l.hallId, hallName: r.hallName ?? '', kind: r.l.kind as c.LogEntry['kind'], userId: r.l.userId, nickname: r.nickname ?? '',
  text: r.l.kind === 'visit' ? `${r.nickname || '访客'} ${r.l.text}` : r.l.text, createdAt: r.l.createdAt.toISOString(),
});

async function logs(ctx: Ctx, f: { hallId?: number; userId?: number; noVisits?: boolean }, offset: number, limit: number) {
  return (await content.logPage(ctx.db, uidOf(ctx), f, offset, limit)).map(toLog);
}

export async function logList(ctx: Ctx, p: ParsedParams<typeof c.logList>): Promise<Reply<typeof c.logList>> {
  await visibleHall(ctx, p.id);
  return toPage(await logs(ctx, { hallId: p.id }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1), p.pageSize);
}

export async function logListScroll(ctx: Ctx, p: ParsedParams<typeof c.logListScroll>): Promise<Reply<typeof c.logListScroll>> {
  if (p.id) await visibleHall(ctx, p.id);
  return { list: await logs(ctx, { hallId: p.id || undefined, noVisits: true }, 0, p.limit) };
}

export async function logListHistory(ctx: Ctx<'user'>, p: ParsedParams<typeof c.logListHistory>): Promise<Reply<typeof c.logListHistory>> {
  return toPage(await logs(ctx, { userId: ctx.user.id }, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1), p.pageSize);
}

