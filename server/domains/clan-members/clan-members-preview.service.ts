/** Member previews: cards of given members, and a window of a branch with each member's wives and children (paged). */
import type { ParsedParams, Reply } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import { generationLabel, zibeiChar, type Branch, type ZibeiPoem } from '../../../model/clan/index';
import type { Ctx } from '../../http/context';
import { clanAccess, clanBranches, clanShape, hidesLiving, type ClanRef } from '../clans/index';
import * as repo from './clan-members.repo';
import { toBrief, toRecord } from './clan-members.map';
import { memberInClan } from './clan-members.service';

export async function previewList(ctx: Ctx, p: ParsedParams<typeof c.previewList>): Promise<Reply<typeof c.previewList>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  const rows = await repo.membersByIds(ctx.db, clan, [...new Set(p.ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const branches = await branchList(ctx, clan);
  return {
    list: p.ids.filter((x, i) => byId.has(x) && p.ids.indexOf(x) === i).map((x) => {
      const r = byId.get(x)!;
      return {
        ...toBrief(r, hide), generationLabel: generationLabel(r.generation),
        zibei: r.husbandId ? '' : zibeiChar(clan.poems as ZibeiPoem[], r.generation, r.branchId, branches) ?? '', photo: r.photos?.[0] ?? null,
      };
    }),
  };
}

async function branchList(ctx: Ctx, clan: ClanRef): Promise<Branch[]> {
  return (await clanBranches(ctx.db, clan)).map((b) => ({ id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId }));
}

export async function previewListV2(ctx: Ctx, p: ParsedParams<typeof c.previewListV2>): Promise<Reply<typeof c.previewListV2>> {
  const { clan, access } = await clanAccess(ctx, p.clanId);
  const hide = hidesLiving(clan, access);
  let rootId = p.rootId ?? null;
  if (rootId !== null) await memberInClan(ctx.db, clan, rootId, '起始成员');
  else rootId = (await clanShape(ctx.db, clan)).rootId;
  if (rootId === null) return { list: [], hasNext: false };
  const win = await repo.treeWindow(ctx.db, clan, rootId, p.generations, 5001);
  const blood = win.filter((r) => r.husband_id === null).map((r) => Number(r.id));
  const pageIds = blood.slice((p.pageIndex - 1) * p.pageSize, p.pageIndex * p.pageSize);
  const rows = await repo.membersByIds(ctx.db, clan, pageIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fathers = await repo.membersByIds(ctx.db, clan, rows.map((r) => r.lineageFatherId).filter((x): x is number => !!x));
  const branches = await branchList(ctx, clan);
  const list = [];
  for (const id of pageIds) {
    const m = byId.get(id);
    if (!m) continue;
    const wives = await repo.wivesOf(ctx.db, clan, m.id);
    const kids = await repo.childrenOf(ctx.db, clan, m.id);
    list.push({
      member: toRecord(m, hide), generationLabel: generationLabel(m.generation),
      zibei: zibeiChar(clan.poems as ZibeiPoem[], m.generation, m.branchId, branches) ?? '',
      fatherName: fathers.find((f) => f.id === m.lineageFatherId)?.fullName ?? null,
      wives: wives.map((w) => toBrief(w, hide)), children: kids.map((k) => toBrief(k, hide)),
    });
  }
  return { list, hasNext: blood.length > p.pageIndex * p.pageSize };
}
