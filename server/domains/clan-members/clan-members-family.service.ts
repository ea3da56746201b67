/** Family views of a member: v2 (parents, siblings, wives, children), v3 (also ancestors, children by mother, grandchildren). */
import type { Reply } from '@contract/common/index';
import type * as c from '@contract/clan-members';
import type { MemberBrief } from '@contract/clan-members';
import type { Ctx } from '../../http/context';
import * as repo from './clan-members.repo';
import { toBrief, type MemberRow } from './clan-members.map';
import { readable } from './clan-members.service';

async function family(ctx: Ctx, id: number) {
  const { m, clan, access, hide } = await readable(ctx, id);
  const db = ctx.db;
  const links = await repo.membersByIds(db, clan, [m.lineageFatherId, m.motherId].filter((x): x is number => !!x));
  const one = (x: number | null) => {
    const r = x ? links.find((l) => l.id === x) : undefined;
    return r ? toBrief(r, hide) : null;
  };
  const siblings = m.lineageFatherId ? (await repo.childrenOf(db, clan, m.lineageFatherId)).filter((s) => s.id !== m.id) : [];
  const wives = m.husbandId ? [] : await repo.wivesOf(db, clan, m.id);
  let children: MemberRow[];
  if (m.husbandId) {
    children = await repo.childrenOfWife(db, clan, m.id, true);
  } else {
    children = await repo.childrenOf(db, clan, m.id);
    if (m.gender === 'f') children.push(...(await repo.childrenOfMother(db, clan, m.id)));
  }
  return {
    m, clan, access, hide, wivesRows: wives, childRows: children,
    base: {
      member: toBrief(m, hide), father: one(m.lineageFatherId), mother: one(m.motherId),
      siblings: siblings.map((s) => toBrief(s, hide)), wives: wives.map((w) => toBrief(w, hide)),
      children: children.map((k) => ({ ...toBrief(k, hide), motherId: k.motherId })),
    },
  };
}

export async function familyV2(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.familyV2>> {
  return (await family(ctx, p.id)).base;
}

export async function familyV3(ctx: Ctx, p: { id: number }): Promise<Reply<typeof c.familyV3>> {
  const f = await family(ctx, p.id);
  const db = ctx.db;
  const ancestors: MemberRow[] = [];
  let up = f.m.husbandId ? null : f.m.lineageFatherId;
  while (up && ancestors.length < 100) {
    const a = await repo.memberById(db, f.clan.projectId, up);
    if (!a || a.clanId !== f.clan.id) break;
    ancestors.push(a);
    up = a.lineageFatherId;
  }
  const byMother: { mother: MemberBrief | null; children: MemberBrief[] }[] = f.wivesRows.map((w) => ({
    mother: toBrief(w, f.hide), children: f.childRows.filter((k) => k.motherId === w.id).map((k) => toBrief(k, f.hide)),
  }));
  const orphans = f.childRows.filter((k) => !f.wivesRows.some((w) => w.id === k.motherId));
  if (orphans.length && !f.m.husbandId) byMother.push({ mother: null, children: orphans.map((k) => toBrief(k, f.hide)) });
  const sons = f.childRows.map((k) => k.id);
  const grand = await repo.childrenOfFathers(db, f.clan, sons, 500);
  return {
    ...f.base, ancestors: ancestors.map((a) => toBrief(a, f.hide)), byMother,
    grandchildren: grand.map((g) => ({ ...toBrief(g, f.hide), fatherId: g.lineageFatherId })),
  };
}
