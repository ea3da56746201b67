/** GET /family/tree: the relatives around a centre person, in the clan tree window's shape (contract/family.ts). */
import type { ParsedParams, Reply } from '@contract/common/index';
import { FAMILY_TREE_MAX, type FamilyTreeNode } from '@contract/family';
import type * as c from '@contract/family';
import type { Ctx } from '../../http/context';
import { fail } from '../../http/errors';
import * as repo from './family.repo';
import { ownFamily, requireFamily, requirePerson } from './family.access';
import { term, walk } from './family.kin';

export async function tree(ctx: Ctx<'user'>, p: ParsedParams<typeof c.tree>): Promise<Reply<typeof c.tree>> {
  let family;
  let centerId: number;
  if (p.id !== undefined) {
    const r = await requirePerson(ctx, p.id);
    if (p.familyId !== undefined && p.familyId !== r.family.id) fail('成员不存在');
    family = r.family; centerId = r.person.id;
  } else {
    family = p.familyId !== undefined ? (await requireFamily(ctx, p.familyId)).family : await ownFamily(ctx);
    const all0 = await repo.personsOf(ctx.db, family.id);
    centerId = all0.find((x) => x.userId === ctx.user.id)?.id ?? family.selfId ?? all0[0]?.id ?? 0;
  }
  const all = await repo.personsOf(ctx.db, family.id);
  const byId = new Map(all.map((x) => [x.id, x]));
  const center = byId.get(centerId);
  if (!center) fail('成员不存在');
  const hits = walk(all, centerId);
  const keep = (id: number): boolean => {
    const x = byId.get(id)!;
    switch (p.relation) {
      case 'all': return true;
      case 'father': return id === center.fatherId;
      case 'mother': return id === center.motherId;
      case 'parents': return id === center.fatherId || id === center.motherId;
      case 'spouse': return id === center.spouseId;
      case 'children': return x.fatherId === centerId || x.motherId === centerId;
      case 'siblings': return (!!center.fatherId && x.fatherId === center.fatherId) || (!!center.motherId && x.motherId === center.motherId);
    }
  };
  const chosen = [...hits.values()].filter((h) => h.id === centerId || keep(h.id));
  const minLevel = Math.min(...chosen.map((h) => h.level));
  chosen.sort((a, b) => a.level - b.level || a.distance - b.distance || a.id - b.id);
  const inWin = new Set(chosen.map((h) => h.id));
  let rootId = centerId;
  for (let guard = 0; guard < 1000; guard++) {
    const x = byId.get(rootId)!;
    const up = x.fatherId && byId.has(x.fatherId) ? x.fatherId : x.motherId && byId.has(x.motherId) ? x.motherId : null;
    if (!up) break;
    rootId = up;
  }
  const father = center.fatherId ? byId.get(center.fatherId) : undefined;
  const nodes: FamilyTreeNode[] = chosen.slice(0, FAMILY_TREE_MAX).map((h) => {
    const x = byId.get(h.id)!;
    const win = (id: number | null) => (id && inWin.has(id) ? id : null);
    const parentId = win(x.fatherId) ?? win(x.motherId);
    // An in-law spouse (no parent in the window) is drawn beside her husband.
    const husbandId = x.gender === 'f' && parentId === null && x.spouseId && inWin.has(x.spouseId) && h.id !== rootId ? x.spouseId : null;
    return {
      id: x.id, name: x.name, gender: x.gender as 'm' | 'f', generation: h.level - minLevel + 1, parentId, motherId: win(x.motherId),
      husbandId, spouseId: win(x.spouseId), birthOrder: x.birthOrder, birthYear: x.birthYear, deathYear: x.deathYear, living: x.living,
      relation: term(h.path, x, center, father), distance: h.distance, clanMemberId: x.clanMemberId,
    };
  });
  return { familyId: family.id, version: family.version, centerId, rootId, nodes, truncated: chosen.length > FAMILY_TREE_MAX };
}
