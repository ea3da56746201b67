/**
 * Clan members: save/add by kind (contract/clan-members.ts explains the kinds), get/detail, delete with
 * descendants, rankings, search, the JSON tree window, the generation list. Every change runs in one
 * transaction: the member row (optimistic lock on `version`), the clan's version and member count, and an
 * operation-log row (before/after). Rules: model/clan validateMember (世 = father's + 1, wives, ranks …).
 */
import { emitEvent } from '../../events/index';
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import { TREE_WINDOW_MAX, type MemberKind, type SearchHit, type TreeNode } from '@contract/clan-members';
import { clanView, validateMember, generationLabel, zibeiChar, type Branch, type ClanMember, type ZibeiPoem } from '../../../model/clan/index';
import { MIN_GENERATION } from '../../../model/generations';
import { parseChineseDate } from '../../../model/calendar/parse';
import type { ChineseDate } from '../../../model/calendar/types';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { canEditClan, requireRoom, type ProjectAccess } from '../projects/index';
import { bumpClan, clanAccess, clanBranches, clanShape, hidesLiving, memberAccess, type ClanRow } from '../clans/index';
import * as repo from './clan-members.repo';
import type { ClanRef, MemberPatch } from './clan-members.repo';
import { memberToRow, rowToMember, toBrief, toRecord, type MemberRow } from './clan-members.map';

export const STALE = '该成员已被他人修改，请刷新后再试';
const NEW_ID = 2147483647;

type SaveParams = ParsedParams<typeof c.save>;

// ——— Access ———

/** May he edit `target` (a member id; null = a new root)? Admin/manager anywhere; a collaborator inside his branch. */
export async function requireEdit(db: Tx, a: ProjectAccess, clan: ClanRef, target: number | null): Promise<void> {
  must(canEditClan(a), MESSAGES.forbidden);
  if (a.role !== 'collaborator') return;
  must(a.branchRootId && target !== null && (await repo.isWithin(db, clan, a.branchRootId, target)), '只能编辑您负责的分支内的成员');
}

export async function memberInClan(db: Tx, clan: ClanRef, id: number | null | undefined, what: string, reads: Reads = repo): Promise<MemberRow> {
  const m = id ? await reads.memberById(db, clan.projectId, id) : undefined;
  if (!m || m.clanId !== clan.id) fail(`${what}不存在`);
  return m;
}

/** The member, his clan and the caller's read access. */
export async function readable(ctx: Ctx, id: number) {
  const r = await memberAccess(ctx, id);
  if (!r) fail('成员不存在');
  return { m: r.member, clan: r.clan, access: r.access, hide: hidesLiving(r.clan, r.access) };
}

// ——— Fields ———

function dateOf(text: string, label: string): ChineseDate | undefined {
  if (text.trim() === '') return undefined;
  const r = parseChineseDate(text);
  if (!r.ok) fail(`${label}：${r.reason}`);
  return r.dates[0];
}

/** Apply the sent fields onto a member (absent = unchanged). */
function applyFields(m: ClanMember, p: SaveParams): void {
  const set = <K extends keyof ClanMember>(k: K, v: ClanMember[K] | null | undefined) => {
    if (v !== undefined) (m as unknown as Record<string, unknown>)[k] = v === null ? undefined : v;
  };
  set('gender', p.gender); set('surname', p.surname); set('zi', p.zi || (p.zi === '' ? null : undefined));
  set('name', p.name === '' ? null : p.name); set('hao', p.hao === '' ? null : p.hao);
  set('otherNames', p.otherNames); set('branchGeneration', p.branchGeneration); set('birthOrder', p.ranking);
  set('clanRank', p.clanRank); set('founderRole', p.founderRole); set('adoption', p.adoption as ClanMember['adoption'] | null | undefined);
  set('spouseType', p.spouseType); set('spouseOrder', p.spouseOrder); set('origin', p.origin === '' ? null : p.origin);
  set('inChart', p.inChart); set('marriedTo', p.marriedTo === '' ? null : p.marriedTo);
  set('childrenSurname', p.childrenSurname === '' ? null : p.childrenSurname); set('deathTerm', p.deathTerm);
  set('burial', p.burial as ClanMember['burial'] | null | undefined); set('titles', p.titles); set('biography', p.biography === '' ? null : p.biography);
  set('photos', p.photos); set('living', p.living); set('noHeir', p.noHeir); set('uncertain', p.uncertain); set('privacy', p.privacy);
  if (p.branchId !== undefined) m.branchId = p.branchId;
  if (p.motherId !== undefined) m.motherId = p.motherId;
  if (p.biologicalFatherId !== undefined) m.biologicalFatherId = p.biologicalFatherId;
  if (p.birthText !== undefined) m.birth = dateOf(p.birthText, '出生日期');
  if (p.deathText !== undefined) m.death = dateOf(p.deathText, '去世日期');
  if (m.death && p.living === undefined) m.living = false;
}

/** Validate `m` against its neighbourhood with the model's rules; the first error is refused. */
async function validate(db: Tx, clan: ClanRow, m: ClanMember, reads: Reads = repo): Promise<void> {
  if (m.branchId) {
    must(await repo.branchInClan(db, clan, m.branchId), '房支不存在或不属于本族谱');
  }
  const ids = new Set<number>();
  for (const x of [m.lineageFatherId, m.biologicalFatherId, m.motherId, m.husbandId, m.wifeId, m.adoption?.secondLineageFatherId]) {
    if (x) ids.add(x);
  }
  const rows: MemberRow[] = await reads.membersByIds(db, clan, [...ids]);
  const more: MemberRow[][] = [];
  if (m.lineageFatherId) more.push(await reads.childrenOf(db, clan, m.lineageFatherId), await reads.wivesOf(db, clan, m.lineageFatherId));
  if (m.biologicalFatherId) {
    // Adoption rules need the birth father's sons (独子/长子) and his other adopted-out sons (出继 only once).
    more.push(await reads.wivesOf(db, clan, m.biologicalFatherId), await reads.childrenOf(db, clan, m.biologicalFatherId),
      await reads.biologicalChildrenOf(db, clan, m.biologicalFatherId));
  }
  if (m.husbandId) more.push(await reads.wivesOf(db, clan, m.husbandId));
  if (m.id !== NEW_ID) more.push(await reads.childrenOf(db, clan, m.id), await reads.wivesOf(db, clan, m.id));
  const byId = new Map<number, ClanMember>();
  for (const r of [...rows, ...more.flat()]) byId.set(r.id, rowToMember(r));
  byId.set(m.id, m);
  const issues = validateMember(m, clanView([...byId.values()]), { poems: clan.poems as ZibeiPoem[] })
    .filter((i) => i.severity === 'error');
  if (issues.length) fail(issues[0].message);
}

async function log(tx: Tx, ctx: Ctx<'user'>, clan: ClanRow, memberId: number, action: string, before: unknown, after: unknown, at: Date) {
  await repo.addLog(tx, { projectId: clan.projectId, clanId: clan.id, memberId, userId: ctx.user.id, action, before, after, at });
}

export function nextOrder(values: (number | null)[]): number {
  return values.reduce<number>((mx, v) => Math.max(mx, v ?? 0), 0) + 1;
}

function blank(clan: ClanRow, gender: 'm' | 'f', surname: string, generation: number): ClanMember {
  return { id: NEW_ID, clanId: clan.id, version: 1, gender, surname, generation, inChart: false, living: false, noHeir: false, uncertain: false, privacy: 'public' };
}

// ——— Save ———

export async function save(ctx: Ctx<'user'>, p: SaveParams, createOnly = false): Promise<Reply<typeof c.save>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  if (p.id !== undefined && !createOnly) return edit(ctx, clan, access, p);
  return create(ctx, clan, access, p.kind, p);
}

// ——— Several saves in one transaction (a household) ———

/** The reads a save's checks make; `repo` itself, or a batch's cache. */
type Reads = Pick<typeof repo, 'memberById' | 'membersByIds' | 'childrenOf' | 'wivesOf' | 'biologicalChildrenOf'>;

const byKin = {
  children: (x: MemberRow, y: MemberRow) => x.gender.localeCompare(y.gender) || (x.birthOrder ?? Infinity) - (y.birthOrder ?? Infinity) || x.id - y.id,
  wives: (x: MemberRow, y: MemberRow) => (x.spouseOrder ?? Infinity) - (y.spouseOrder ?? Infinity) || x.id - y.id,
  id: (x: MemberRow, y: MemberRow) => x.id - y.id,
};

/**
 * A batch of saves in one transaction: the rows its checks read are read once and kept up to date with what it
 * writes (so a household's second child sees the first), and its log rows are written together at the end.
 */
class Batch {
  readonly logs: { memberId: number; action: string; before: unknown; after: unknown }[] = [];
  added = 0;
  private byId = new Map<number, MemberRow>();
  private lists = { children: new Map<number, MemberRow[]>(), wives: new Map<number, MemberRow[]>(), bio: new Map<number, MemberRow[]>() };

  private list(which: keyof Batch['lists'], id: number, load: () => Promise<MemberRow[]>): Promise<MemberRow[]> {
    const hit = this.lists[which].get(id);
    if (hit) return Promise.resolve([...hit]);
    return load().then((rows) => {
      this.lists[which].set(id, rows);
      for (const r of rows) this.byId.set(r.id, r);
      return [...rows];
    });
  }

  readonly reads: Reads = {
    memberById: async (db, projectId, id) => {
      const hit = this.byId.get(id);
      if (hit) return hit;
      const r = await repo.memberById(db, projectId, id);
      if (r) this.byId.set(r.id, r);
      return r;
    },
    membersByIds: async (db, clan, ids) => {
      const missing = ids.filter((id) => !this.byId.has(id));
      for (const r of await repo.membersByIds(db, clan, missing)) this.byId.set(r.id, r);
      return ids.map((id) => this.byId.get(id)).filter((r): r is MemberRow => !!r && r.clanId === clan.id);
    },
    childrenOf: (db, clan, id) => this.list('children', id, () => repo.childrenOf(db, clan, id)),
    wivesOf: (db, clan, id) => this.list('wives', id, () => repo.wivesOf(db, clan, id)),
    biologicalChildrenOf: (db, clan, id) => this.list('bio', id, () => repo.biologicalChildrenOf(db, clan, id)),
  };

  private file(which: keyof Batch['lists'], under: number | null, r: MemberRow, order: (x: MemberRow, y: MemberRow) => number) {
    const l = under ? this.lists[which].get(under) : undefined;
    if (!l) return;
    l.push(r);
    l.sort(order);
  }

  inserted(r: MemberRow, action: string) {
    this.added++;
    this.logs.push({ memberId: r.id, action, before: null, after: r });
    this.byId.set(r.id, r);
    for (const l of Object.values(this.lists)) l.set(r.id, []);
    this.file('children', r.lineageFatherId, r, byKin.children);
    this.file('wives', r.husbandId, r, byKin.wives);
    this.file('bio', r.biologicalFatherId, r, byKin.id);
  }

  changed(before: MemberRow, after: MemberRow, action: string) {
    this.logs.push({ memberId: after.id, action, before, after });
    this.byId.set(after.id, after);
    for (const l of Object.values(this.lists)) l.clear(); // its links may have moved: read the lists again
  }
}

/**
 * Several saves of one clan in the caller's transaction `tx` (a 采丁 household): each through the same rules, access
 * and optimistic lock as `save`, one after another (a later one may name an earlier one's id); the access check,
 * the capacity check, the operation-log rows and the clan's version bump are done once for all of them.
 */
export async function saveMany<T>(ctx: Ctx<'user'>, tx: Tx, clanId: number,
  run: (save: (p: SaveParams) => Promise<Reply<typeof c.save>>) => Promise<T>): Promise<T> {
  const txCtx: Ctx<'user'> = { ...ctx, db: tx as Ctx<'user'>['db'] };
  const { clan, access } = await clanAccess(txCtx, clanId);
  must(canEditClan(access), MESSAGES.forbidden);
  const batch = new Batch();
  const out = await run((p) => {
    must(p.clanId === clan.id, '只能保存同一族谱的成员');
    return p.id !== undefined ? edit(txCtx, clan, access, p, batch) : create(txCtx, clan, access, p.kind, p, batch);
  });
  if (!batch.logs.length) return out;
  const now = ctx.adapters.clock.now();
  await requireRoom(tx, clan.projectId, batch.added, now);
  await repo.addLogs(tx, batch.logs.map((l) => ({ projectId: clan.projectId, clanId: clan.id, userId: ctx.user.id, at: now, ...l })));
  await bumpClan(tx, clan, batch.added, now);
  return out;
}

async function create(ctx: Ctx<'user'>, clan: ClanRow, access: ProjectAccess, kind: MemberKind, p: SaveParams, batch?: Batch) {
  const db = ctx.db;
  const reads = batch?.reads ?? repo;
  let m: ClanMember;
  /** After inserting: link the new member (ancestor/mother). */
  let link: { id: number; set: MemberPatch; before: MemberRow } | undefined;
  switch (kind) {
    case 'child': {
      if (!p.fatherId) {
        must(access.role === 'admin' || access.role === 'manager', MESSAGES.forbidden);
        m = blank(clan, p.gender ?? 'm', p.surname ?? clan.surname, p.generation ?? 1);
        break;
      }
      const father = await memberInClan(db, clan, p.fatherId, '父亲', reads);
      await requireEdit(db, access, clan, father.id);
      must(!father.husbandId, '不能为嫁入的配偶添加子女，请在其丈夫名下添加');
      m = blank(clan, p.gender ?? 'm', p.surname ?? father.surname, father.generation + 1);
      m.lineageFatherId = father.id;
      if (p.ranking === undefined) {
        const sibs = await reads.childrenOf(db, clan, father.id);
        m.birthOrder = nextOrder(sibs.filter((s) => s.gender === m.gender).map((s) => s.birthOrder));
      }
      break;
    }
    case 'wife': {
      const husband = await memberInClan(db, clan, p.husbandId, '丈夫', reads);
      await requireEdit(db, access, clan, husband.id);
      must(husband.gender === 'm' && !husband.husbandId, '只能为本族男子添加妻子');
      must(p.surname, '请填写姓氏');
      const wives = await reads.wivesOf(db, clan, husband.id);
      m = blank(clan, 'f', p.surname, husband.generation);
      m.husbandId = husband.id;
      m.spouseOrder = nextOrder(wives.map((w) => w.spouseOrder));
      m.spouseType = wives.length === 0 ? '元配' : '继配';
      break;
    }
    case 'ancestor': {
      must(access.role === 'admin' || access.role === 'manager', MESSAGES.forbidden);
      const child = await memberInClan(db, clan, p.memberId, '成员', reads);
      must(!child.lineageFatherId && !child.husbandId, '该成员已有父亲，只能为始祖添加上代');
      // above 一世 (the 始迁祖) a register traces 上溯 generations: 世 0, −1 … (model/generations.ts)
      must(child.generation > MIN_GENERATION, `已到${generationLabel(MIN_GENERATION)}，不能再添加上代`);
      m = blank(clan, 'm', p.surname ?? child.surname, child.generation - 1);
      link = { id: child.id, before: child, set: { lineageFatherId: 0 } };
      break;
    }
    case 'mother': {
      const child = await memberInClan(db, clan, p.memberId, '成员', reads);
      must(child.lineageFatherId, '请先添加父亲');
      const father = await memberInClan(db, clan, child.lineageFatherId, '父亲', reads);
      await requireEdit(db, access, clan, father.id);
      must(p.surname, '请填写姓氏');
      const wives = await reads.wivesOf(db, clan, father.id);
      m = blank(clan, 'f', p.surname, father.generation);
      m.husbandId = father.id;
      m.spouseOrder = nextOrder(wives.map((w) => w.spouseOrder));
      m.spouseType = wives.length === 0 ? '元配' : '继配';
      link = { id: child.id, before: child, set: { motherId: 0 } };
      break;
    }
    default:
      fail('请指定要修改的成员');
  }
  applyFields(m, p);
  if (p.generation !== undefined && p.generation !== m.generation && (m.lineageFatherId || m.husbandId)) {
    fail(`世次应为${generationLabel(m.generation)}，现为${generationLabel(p.generation)}`);
  }
  await validate(db, clan, m, reads);
  const now = ctx.adapters.clock.now();
  if (batch) {
    // in the batch's transaction: the capacity check, the logs and the clan's bump come once, at its end
    const ins = await repo.insertMember(db, { ...memberToRow(m, clan.projectId), residence: p.residence || null, createdAt: now, updatedAt: now });
    batch.inserted(ins, `add:${kind}`);
    if (link) {
      const set = 'lineageFatherId' in link.set ? { lineageFatherId: ins.id } : { motherId: ins.id };
      batch.changed(link.before, await repo.linkMember(db, clan.projectId, link.id, set, now), 'link');
    }
    await emitEvent(db, 'member.added', { userId: ctx.user.id, projectId: clan.projectId, clanId: clan.id, memberId: ins.id }, now);
    return toRecord(ins, false);
  }
  const row = await db.transaction(async (tx) => {
    await requireRoom(tx, clan.projectId, 1, now);
    const ins = await repo.insertMember(tx, { ...memberToRow(m, clan.projectId), residence: p.residence || null, createdAt: now, updatedAt: now });
    await log(tx, ctx, clan, ins.id, `add:${kind}`, null, ins, now);
    if (link) {
      const set = 'lineageFatherId' in link.set ? { lineageFatherId: ins.id } : { motherId: ins.id };
      const after = await repo.linkMember(tx, clan.projectId, link.id, set, now);
      await log(tx, ctx, clan, link.id, 'link', link.before, after, now);
    }
    await bumpClan(tx, clan, 1, now);
    await emitEvent(tx, 'member.added', { userId: ctx.user.id, projectId: clan.projectId, clanId: clan.id, memberId: ins.id }, now);
    return ins;
  });
  return toRecord(row, false);
}

async function edit(ctx: Ctx<'user'>, clan: ClanRow, access: ProjectAccess, p: SaveParams, batch?: Batch) {
  const db = ctx.db;
  const reads = batch?.reads ?? repo;
  const before = await memberInClan(db, clan, p.id, '成员', reads);
  await requireEdit(db, access, clan, before.id);
  must(p.version !== undefined, '请提供版本号（version）');
  if (p.version !== before.version) fail(STALE);
  const m = rowToMember(before);
  applyFields(m, p);
  if (p.fatherId !== undefined && p.fatherId !== before.lineageFatherId) {
    must(!before.husbandId, '嫁入的配偶没有父亲');
    if (p.fatherId === null) {
      m.lineageFatherId = null;
    } else {
      const father = await memberInClan(db, clan, p.fatherId, '父亲', reads);
      must(father.id !== before.id, '不能以自己为父亲');
      await requireEdit(db, access, clan, father.id);
      m.lineageFatherId = father.id;
      m.generation = father.generation + 1;
    }
  }
  if (p.husbandId !== undefined && p.husbandId !== before.husbandId) {
    const husband = await memberInClan(db, clan, p.husbandId, '丈夫', reads);
    await requireEdit(db, access, clan, husband.id);
    m.husbandId = husband.id;
    m.generation = husband.generation;
  }
  if (p.generation !== undefined) {
    if (m.lineageFatherId || m.husbandId) {
      if (p.generation !== m.generation) fail(`世次应为${generationLabel(m.generation)}，现为${generationLabel(p.generation)}`);
    } else m.generation = p.generation;
  }
  if (m.generation !== before.generation) {
    const kids = await reads.childrenOf(db, clan, before.id);
    must(kids.length === 0, '该成员已有后代，不能改变其世次');
    const wives = await reads.wivesOf(db, clan, before.id);
    must(wives.length === 0, '该成员已有配偶，不能改变其世次');
  }
  await validate(db, clan, m, reads);
  const now = ctx.adapters.clock.now();
  const patch = { ...memberToRow(m, clan.projectId), ...(p.residence !== undefined ? { residence: p.residence || null } : {}) };
  if (batch) {
    const after = await repo.updateMember(db, clan.projectId, before.id, before.version, patch, now);
    if (!after) fail(STALE);
    batch.changed(before, after, 'edit');
    return toRecord(after, false);
  }
  const row = await db.transaction(async (tx) => {
    const after = await repo.updateMember(tx, clan.projectId, before.id, before.version, patch, now);
    if (!after) fail(STALE);
    await log(tx, ctx, clan, before.id, 'edit', before, after, now);
    await bumpClan(tx, clan, 0, now);
    return after;
  });
  return toRecord(row, false);
}

/**
 * One direct change of a member's row (photos, wife order …): optimistic lock on `before.version`, the log row
 * and the clan's version bump, in the caller's transaction.
 */
export async function updateMember(tx: Tx, ctx: Ctx<'user'>, clan: ClanRow, before: MemberRow,
  set: MemberPatch, action: string): Promise<MemberRow> {
  const now = ctx.adapters.clock.now();
  const after = await repo.updateMember(tx, clan.projectId, before.id, before.version, set, now);
  if (!after) fail(STALE);
  await log(tx, ctx, clan, before.id, action, before, after, now);
  await bumpClan(tx, clan, 0, now);
  return after;
}

// ——— Reads ———

export async function get(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.get>> {
  const { m, hide } = await readable(ctx, p.id);
  return toRecord(m, hide);
}

export async function detail(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.detail>> {
  const { m, clan, access, hide } = await readable(ctx, p.id);
  const db = ctx.db;
  const links = await repo.membersByIds(db, clan, [m.lineageFatherId, m.motherId, m.biologicalFatherId, m.husbandId].filter((x): x is number => !!x));
  const one = (id: number | null) => {
    const r = id ? links.find((x) => x.id === id) : undefined;
    return r ? toBrief(r, hide) : null;
  };
  const wives = m.husbandId ? [] : await repo.wivesOf(db, clan, m.id);
  let children: MemberRow[];
  if (m.husbandId) {
    children = await repo.childrenOfWife(db, clan, m.id, false);
  } else {
    children = await repo.childrenOf(db, clan, m.id);
    if (m.gender === 'f') children.push(...(await repo.childrenOfMother(db, clan, m.id)));
  }
  const branches = (await clanBranches(db, clan)).map((b): Branch => ({ id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId }));
  let canEdit = canEditClan(access);
  if (canEdit && access.role === 'collaborator') canEdit = !!access.branchRootId && (await repo.isWithin(db, clan, access.branchRootId, m.id));
  return {
    member: toRecord(m, hide),
    zibei: m.husbandId ? '' : zibeiChar(clan.poems as ZibeiPoem[], m.generation, m.branchId, branches) ?? '',
    generationLabel: generationLabel(m.generation),
    branchName: branches.find((b) => b.id === m.branchId)?.name ?? null,
    father: one(m.lineageFatherId), mother: one(m.motherId), biologicalFather: one(m.biologicalFatherId), husband: one(m.husbandId),
    wives: wives.map((w) => toBrief(w, hide)), children: children.map((x) => toBrief(x, hide)), canEdit,
  };
}

export async function remove(ctx: Ctx<'user'>, p: ParsedParams<typeof c.remove>): Promise<Reply<typeof c.remove>> {
  const m = await repo.locateMember(ctx.db, p.id);
  if (!m) fail('成员不存在');
  const { clan, access } = await clanAccess(ctx, m.clanId);
  await requireEdit(ctx.db, access, clan, m.id);
  must(access.role !== 'collaborator' || access.branchRootId !== m.id, '不能删除您负责分支的起始成员');
  const below = await repo.descendantIds(ctx.db, clan, m.id);
  const blood = below.filter((x) => !x.wife).length;
  if (below.length > 0 && !p.confirm) {
    fail(blood > 0
      ? `该成员有${blood}位后代${below.length > blood ? `（另有配偶${below.length - blood}位）` : ''}，将一并删除，请确认后再删除`
      : `该成员有${below.length}位配偶，将一并删除，请确认后再删除`);
  }
  const ids = [m.id, ...below.map((x) => x.id)];
  const now = ctx.adapters.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.deleteMembers(tx, clan, ids);
    await log(tx, ctx, clan, m.id, 'delete', { ...m, deletedWith: below.length }, null, now);
    await bumpClan(tx, clan, -ids.length, now);
  });
  return { deleted: ids.length };
}

export async function childRanking(ctx: Ctx, p: ParsedParams<typeof c.childRanking>): Promise<Reply<typeof c.childRanking>> {
  const { m, clan, hide } = await readable(ctx, p.fatherId);
  const kids = (await repo.childrenOf(ctx.db, clan, m.id)).filter((k) => p.rankingType === 'all' || k.gender === p.rankingType);
  const sameSex = p.rankingType === 'all' ? kids.filter((k) => k.gender === 'm') : kids;
  return { list: kids.map((k) => toBrief(k, hide)), next: nextOrder(sameSex.map((k) => k.birthOrder)) };
}

export async function wifeRanking(ctx: Ctx, p: { husbandId: number }): Promise<Reply<typeof c.wifeRanking>> {
  const { m, clan, hide } = await readable(ctx, p.husbandId);
  const wives = await repo.wivesOf(ctx.db, clan, m.id);
  return { list: wives.map((w) => toBrief(w, hide)), next: nextOrder(wives.map((w) => w.spouseOrder)) };
}

type HitRow = Awaited<ReturnType<typeof repo.hitsByIds>>[number];
export function toHit(r: HitRow, hide: boolean): SearchHit {
  return {
    ...toBrief(r.m, hide), generationLabel: generationLabel(r.m.generation), fatherId: r.m.lineageFatherId, fatherName: r.fatherName,
    husbandName: r.husbandName, branchId: r.m.branchId, branchName: r.branchName,
  };
}

export async function search(ctx: Ctx, p: ParsedParams<typeof c.search>): Promise<Reply<typeof c.search>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const ids = await repo.searchIds(ctx.db, clan, p.name, p.generation, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  const rows = await repo.hitsByIds(ctx.db, clan.projectId, ids);
  return { list: rows.slice(0, p.pageSize).map((r) => toHit(r, hidesLiving(clan, access))), hasNext: rows.length > p.pageSize };
}

export async function listGeneration(ctx: Ctx, p: ParsedParams<typeof c.listGeneration>): Promise<Reply<typeof c.listGeneration>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const rows = await repo.generationHits(ctx.db, clan, p.generation, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: rows.slice(0, p.pageSize).map((r) => toHit(r, hidesLiving(clan, access))), hasNext: rows.length > p.pageSize };
}

export async function tree(ctx: Ctx, p: ParsedParams<typeof c.tree>): Promise<Reply<typeof c.tree>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  let rootId = p.rootId ?? null;
  if (rootId !== null) await memberInClan(ctx.db, clan, rootId, '起始成员');
  else rootId = (await clanShape(ctx.db, clan)).rootId;
  if (rootId === null) return { clanId: clan.id, version: clan.version, rootId: null, nodes: [], truncated: false };
  const rows = await repo.treeWindow(ctx.db, clan, rootId, p.generations, TREE_WINDOW_MAX + 1);
  const hide = hidesLiving(clan, access);
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    clanId: clan.id, version: clan.version, rootId, truncated: rows.length > TREE_WINDOW_MAX,
    nodes: rows.slice(0, TREE_WINDOW_MAX).map((r) => ({
      id: Number(r.id), name: r.full_name, gender: r.gender as 'm' | 'f', generation: Number(r.generation),
      parentId: Number(r.id) === rootId ? null : n(r.lineage_father_id) ?? (r.husband_id ? null : n(r.mother_id)),
      motherId: n(r.mother_id), husbandId: n(r.husband_id), spouseType: r.spouse_type as SearchHit['spouseType'],
      spouseOrder: n(r.spouse_order), birthOrder: n(r.birth_order), birthYear: hide && r.living ? null : n(r.birth_year),
      deathYear: n(r.death_year), living: !!r.living, noHeir: !!r.no_heir, uncertain: !!r.uncertain, inChart: !!r.in_chart,
      adoption: r.adoption_type as TreeNode['adoption'],
      branchId: n(r.branch_id), hasPhoto: !!r.has_photo,
    })),
  };
}

