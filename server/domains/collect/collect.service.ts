/**
 * 采丁 campaigns: start / edit (form, deadline, fillers), close, list, detail with stats, per-branch stats, the
 * address distribution, the share link; and the access rules every collect call uses (contract/collect.ts).
 */
import type { ParsedParams, Reply } from '@contract/common/index';
import { MESSAGES } from '@contract/common/index';
import * as c from '@contract/collect';
import { chinaDay } from '@model/datetime';
import type { Ctx } from '../../http/context';
import type { Tx } from '../../db/client';
import { fail, must } from '../../http/errors';
import { projectAccess, canEditClan, onProjectDelete, issueInvite, type ProjectAccess } from '../projects/index';
import { clanAccess, findClan, onClanDelete, type ClanRow } from '../clans/index';
import { isWithin, memberLabels, findMember, findMembersAnyClan } from '../clan-members/index';
import * as repo from './collect.repo';
import type { AdminRow, CollectRow } from './collect.repo';

export interface CampaignAccess {
  c: CollectRow;
  clan: ClanRow;
  access: ProjectAccess & { canRead: boolean };
  /** Reviews it: admin / 协管员, or a collaborator whose branch holds the campaign's branch. */
  manage: boolean;
  assistant: AdminRow | undefined;
}

/** May this access review a campaign with this branch root? */
async function manages(db: Tx, a: ProjectAccess, clan: ClanRow, branchRootId: number | null): Promise<boolean> {
  if (!canEditClan(a)) return false;
  if (a.role !== 'collaborator') return true;
  return !!a.branchRootId && branchRootId !== null && (await isWithin(db, clan, a.branchRootId, branchRootId));
}

export async function campaignAccess(ctx: Ctx, id: number): Promise<CampaignAccess> {
  const row = await repo.locateCollect(ctx.db, id);
  if (!row) fail('采丁不存在');
  const clan = await findClan(ctx.db, row.clanId);
  if (!clan) fail('族谱不存在');
  const access = await projectAccess(ctx, row.projectId);
  const manage = await manages(ctx.db, access, clan, row.branchRootId);
  const assistant = ctx.user && !ctx.user.isGuest ? await repo.adminOf(ctx.db, row.projectId, row.id, ctx.user.id) : undefined;
  return { c: row, clan, access, manage, assistant };
}

export async function requireManage(ctx: Ctx, id: number): Promise<CampaignAccess> {
  const a = await campaignAccess(ctx, id);
  must(a.manage, MESSAGES.forbidden);
  return a;
}

export function isClosed(ctx: Ctx, row: CollectRow): boolean {
  return row.closed || (row.deadline !== '' && chinaDay(ctx.adapters.clock.now()) > row.deadline);
}

export function formOf(row: CollectRow): c.FormField[] {
  const stored = new Map(row.form.map((f) => [f.key, f]));
  return c.FORM_FIELDS.map((key) => {
    const f = stored.get(key);
    return f ? { key, ask: f.ask, required: f.ask && f.required } : { key, ask: false, required: false };
  });
}

async function toCampaigns(ctx: Ctx, rows: CollectRow[]): Promise<c.Campaign[]> {
  if (!rows.length) return [];
  const projectId = rows[0].projectId;
  const counts = await repo.collectCounts(ctx.db, projectId, rows.map((r) => r.id));
  const roots = await memberLabels(ctx.db, projectId, rows.map((r) => r.branchRootId).filter((x): x is number => x !== null));
  const rootName = new Map(roots.map((r) => [r.id, r.name]));
  const out: c.Campaign[] = [];
  for (const r of rows) {
    const a = await campaignAccess(ctx, r.id);
    const mine = counts.filter((x) => x.collectId === r.id && x.status !== -1);
    const sum = (f: (x: (typeof mine)[number]) => number) => mine.reduce((s, x) => s + f(x), 0);
    const closed = isClosed(ctx, r);
    out.push({
      id: r.id, projectId: r.projectId, clanId: r.clanId, clanName: a.clan.name, title: r.title, intro: r.intro,
      branchRootId: r.branchRootId, branchName: r.branchRootId ? `${rootName.get(r.branchRootId) ?? ''}支` : '全族',
      form: formOf(r), deadline: r.deadline, fillers: r.fillers as c.Fillers,
      status: closed ? 'closed' : 'open', statusName: closed ? '已结束' : '进行中',
      stats: {
        families: sum((x) => x.families),
        submitted: sum((x) => (x.status === 1 || x.status === 2 ? x.families : 0)),
        accepted: sum((x) => (x.status === 2 ? x.families : 0)),
        people: sum((x) => x.added),
      },
      canManage: a.manage, isAssistant: !!a.assistant, createdAt: r.createdAt.toISOString(),
    });
  }
  return out;
}

export const toCampaign = async (ctx: Ctx, row: CollectRow) => (await toCampaigns(ctx, [row]))[0];

export function templates(): Reply<typeof c.collectTemplates> {
  return c.TEMPLATES.map((t) => ({
    key: t.key, title: t.title, intro: t.intro,
    form: c.FORM_FIELDS.map((key) => {
      const ask = (t.fields as readonly string[]).includes(key);
      return { key, ask, required: ask && (key === 'phone' || key === 'children') };
    }),
  }));
}

export async function save(ctx: Ctx<'user'>, p: ParsedParams<typeof c.collectSave>): Promise<Reply<typeof c.collectSave>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const branchRootId = p.branchRootId ?? null;
  if (branchRootId !== null) {
    const root = await findMember(ctx.db, clan.projectId, branchRootId);
    must(root && root.clanId === clan.id && root.husbandId === null, '房支起始成员不存在');
  }
  must(await manages(ctx.db, access, clan, branchRootId), access.role === 'collaborator' ? '只能为您负责的分支发起采丁' : MESSAGES.forbidden);
  if (p.deadline && p.deadline < chinaDay(ctx.adapters.clock.now())) fail('截止日期不能早于今天');
  const keys = new Set<string>();
  for (const f of p.form ?? []) {
    must(!keys.has(f.key), '表单字段重复');
    keys.add(f.key);
  }
  const form = p.form ? c.FORM_FIELDS.map((key) => p.form!.find((f) => f.key === key) ?? { key, ask: false, required: false }) : c.DEFAULT_FORM;
  const set = { title: p.title, intro: p.intro, branchRootId, form: form.map((f) => ({ ...f, required: f.ask && f.required })), deadline: p.deadline, fillers: p.fillers };
  if (p.id) {
    const a = await requireManage(ctx, p.id);
    must(a.c.clanId === clan.id, '采丁不属于该族谱');
    return toCampaign(ctx, await repo.updateCollect(ctx.db, a.c.projectId, a.c.id, set));
  }
  const row = await repo.insertCollect(ctx.db, { ...set, projectId: clan.projectId, clanId: clan.id, creatorId: ctx.user.id, createdAt: ctx.adapters.clock.now() });
  return toCampaign(ctx, row);
}

export async function close(ctx: Ctx<'user'>, p: ParsedParams<typeof c.collectClose>): Promise<Reply<typeof c.collectClose>> {
  const a = await requireManage(ctx, p.id);
  const set: { closed: boolean; deadline?: string } = { closed: !p.open };
  if (p.open && a.c.deadline !== '' && chinaDay(ctx.adapters.clock.now()) > a.c.deadline) set.deadline = '';
  return toCampaign(ctx, await repo.updateCollect(ctx.db, a.c.projectId, a.c.id, set));
}

export async function list(ctx: Ctx<'user'>, p: ParsedParams<typeof c.collectList>): Promise<Reply<typeof c.collectList>> {
  const access = await projectAccess(ctx, p.projectId);
  const only = canEditClan(access) && access.role !== 'collaborator' ? null : await visibleIds(ctx, access, p.projectId);
  const rows = await repo.collectPage(ctx.db, p.projectId, only, (p.pageIndex - 1) * p.pageSize, p.pageSize + 1);
  return { list: await toCampaigns(ctx, rows.slice(0, p.pageSize)), hasNext: rows.length > p.pageSize };
}

/** Campaigns a collaborator manages, or a user helps with / filled in. */
async function visibleIds(ctx: Ctx<'user'>, access: ProjectAccess, projectId: number): Promise<number[]> {
  const ids = new Set(await repo.joinedCollectIds(ctx.db, projectId, ctx.user.id));
  if (access.role === 'collaborator') {
    for (const r of await repo.collectPage(ctx.db, projectId, null, 0, 1000)) {
      const clan = await findClan(ctx.db, r.clanId);
      if (clan && (await manages(ctx.db, access, clan, r.branchRootId))) ids.add(r.id);
    }
  }
  return [...ids];
}

/** Reviewers, assistants and users who filled in a household see a campaign's detail. */
export async function get(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.collectGet>> {
  const a = await campaignAccess(ctx, p.id);
  if (!a.manage && !a.assistant) {
    const joined = await repo.joinedCollectIds(ctx.db, a.c.projectId, ctx.user.id);
    must(joined.includes(a.c.id), MESSAGES.forbidden);
  }
  return toCampaign(ctx, a.c);
}

/** Per 房: households grouped under the child of the campaign's root (or of the clan's 一世) whose line they join. */
export async function branches(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.collectBranch>> {
  const a = await requireManage(ctx, p.id);
  const rows = await repo.familyStatRows(ctx.db, a.c.projectId, a.c.id);
  const anchors = [...new Set(rows.map((r) => r.fatherMemberId ?? r.anchor).filter((x): x is number => x !== null))];
  const fangOf = await fangs(ctx.db, a.clan, anchors, a.c.branchRootId);
  const labels = new Map((await memberLabels(ctx.db, a.c.projectId, [...new Set(fangOf.values())])).map((l) => [l.id, l.name]));
  const groups = new Map<number | null, Reply<typeof c.collectBranch>[number]>();
  for (const r of rows) {
    if (r.status === -1) continue;
    const anchor = r.fatherMemberId ?? r.anchor;
    const key = anchor !== null ? fangOf.get(anchor) ?? null : null;
    const g = groups.get(key) ?? { memberId: key, name: key !== null ? `${labels.get(key) ?? ''}房` : '未归房', families: 0, submitted: 0, accepted: 0, people: 0 };
    g.families++;
    if (r.status === 1 || r.status === 2) g.submitted++;
    if (r.status === 2) g.accepted++;
    g.people += r.added;
    groups.set(key, g);
  }
  return [...groups.values()].sort((x, y) => y.families - x.families);
}

/** For each anchor member: his ancestor one generation below the root (the campaign's branch root, or the clan's top). */
async function fangs(db: Tx, clan: ClanRow, anchors: number[], rootId: number | null): Promise<Map<number, number>> {
  const parent = new Map<number, number | null>();
  let frontier = [...anchors];
  for (let depth = 0; depth < 1000 && frontier.length; depth++) {
    const rows = await findMembersAnyClan(db, clan.projectId, frontier);
    const next: number[] = [];
    for (const r of rows) {
      parent.set(r.id, r.lineageFatherId);
      if (r.lineageFatherId !== null && !parent.has(r.lineageFatherId)) next.push(r.lineageFatherId);
    }
    frontier = [...new Set(next)];
  }
  const out = new Map<number, number>();
  for (const a of anchors) {
    const chain = [a];
    for (let up = parent.get(a) ?? null; up !== null && chain.length < 1000; up = parent.get(up) ?? null) chain.push(up);
    const k = rootId !== null ? chain.indexOf(rootId) : -1;
    out.set(a, k > 0 ? chain[k - 1] : k === 0 ? a : chain[Math.max(0, chain.length - 2)]);
  }
  return out;
}

export async function address(ctx: Ctx<'user'>, p: { id: number }): Promise<Reply<typeof c.collectAddress>> {
  const a = await requireManage(ctx, p.id);
  return repo.addressCounts(ctx.db, a.c.projectId, a.c.id);
}

export async function share(ctx: Ctx<'user'>, p: ParsedParams<typeof c.collectShare>): Promise<Reply<typeof c.collectShare>> {
  const a = await campaignAccess(ctx, p.id);
  must(a.manage || a.assistant, MESSAGES.forbidden);
  must(!isClosed(ctx, a.c), '采丁已结束，不能分享');
  return issueInvite(ctx, ctx.db, { projectId: a.c.projectId, kind: 'collect', targetId: a.c.id, days: p.days, maxUses: null });
}

onClanDelete((tx, clan) => repo.deleteClanCollects(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteProjectCollects(tx, projectId));
