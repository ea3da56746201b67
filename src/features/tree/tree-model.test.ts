import { describe, expect, it } from 'vitest';
import { generateClanData } from '../../../model/clan/generator';
import { decodeTreePack, encodeTreePack, packIndexById, packName } from '@model/tree-pack';
import { displayName } from '@model/member';
import {
  actionPath, engineFilter, gutterPoem, memberActions, memberFacts, progressPercent, searchPack, spouseOwner,
} from './tree-model';
import { DEFAULT_TREE_OPTIONS } from './tree.atoms';

const { members, clan } = generateClanData({ members: 2000, seed: 3 });
const pack = decodeTreePack(encodeTreePack(members, { clanId: 1, branches: clan.branches }));
const at = packIndexById(pack);

describe('tree screen logic', () => {
  it('maps toolbar options to the engine filter', () => {
    expect(engineFilter(DEFAULT_TREE_OPTIONS, 5, -1)).toEqual({ root: -1, generations: 0, women: true, dna: false, myteam: -1, location: false });
    const f = engineFilter({ generations: 5, women: false, dna: true, myteam: true, location: true }, 7, -1);
    expect(f).toEqual({ root: 7, generations: 5, women: false, dna: true, myteam: 7, location: true });
    expect(engineFilter({ ...DEFAULT_TREE_OPTIONS, generations: 10, myteam: true }, -1, 3)).toMatchObject({ root: -1, myteam: 3 });
  });

  it('finds homonyms and tells them apart by father, 世 and branch', () => {
    const counts = new Map<string, number>();
    for (const m of members) if (m.husbandId == null) counts.set(displayName(m), (counts.get(displayName(m)) ?? 0) + 1);
    const [name] = [...counts].find(([, c]) => c > 1)!;
    const hits = searchPack(pack, name);
    expect(hits.length).toBeGreaterThanOrEqual(2);
    for (const h of hits.filter((x) => x.name === name)) {
      const m = members.find((x) => x.id === h.id)!;
      expect(h.generation).toMatch(/世$/);
      if (m.lineageFatherId) expect(h.relation).toBe(`父 ${displayName(members.find((x) => x.id === m.lineageFatherId)!)}`);
    }
    const keys = hits.filter((x) => x.name === name).map((h) => `${h.relation}|${h.generation}|${h.branch}|${h.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(searchPack(pack, '  ')).toEqual([]);
  });

  it('describes a wife by her husband, and gives the popup facts', () => {
    const wife = members.find((m) => m.husbandId != null)!;
    const i = at.get(wife.id)!;
    expect(spouseOwner(pack, i)).toBe(at.get(wife.husbandId!));
    const hit = searchPack(pack, displayName(wife)).find((h) => h.id === wife.id)!;
    expect(hit.relation).toBe(`夫 ${packName(pack, at.get(wife.husbandId!)!)}`);
    const son = members.find((m) => m.lineageFatherId != null && m.motherId != null && m.gender === 'm')!;
    const f = memberFacts(pack, at.get(son.id)!);
    expect(f.name).toBe(displayName(son));
    expect(f.father).toBe(displayName(members.find((m) => m.id === son.lineageFatherId)!));
    expect(f.mother).toBe(displayName(members.find((m) => m.id === son.motherId)!));
  });

  it('offers only the allowed actions', () => {
    expect(memberActions(false, { marriedIn: false, female: false })).toEqual(['view']);
    expect(memberActions(true, { marriedIn: false, female: false })).toEqual(['view', 'edit', 'addChild', 'addWife']);
    expect(memberActions(true, { marriedIn: false, female: true })).toEqual(['view', 'edit', 'addChild']);
    expect(memberActions(true, { marriedIn: true, female: true })).toEqual(['view', 'edit']);
    expect(actionPath('addWife', 1, 9)).toBe('/clan/member/edit?clanId=1&kind=wife&husbandId=9');
    expect(memberActions(true, { marriedIn: false, female: false, root: true })).toEqual(['view', 'edit', 'addChild', 'addWife', 'addAncestor']);
    expect(memberActions(false, { marriedIn: false, female: false, root: true })).toEqual(['view']);
    expect(actionPath('addAncestor', 1, 9)).toBe('/clan/member/edit?clanId=1&kind=ancestor&memberId=9');
    expect(actionPath('addChild', 2, 5)).toBe('/clan/member/edit?clanId=2&kind=child&fatherId=5');
  });

  it('builds the gutter poem from the clan-wide poems', () => {
    expect(gutterPoem([])).toBeUndefined();
    expect(gutterPoem([
      { text: '德维', startGeneration: 5, branchId: null },
      { text: '希言', startGeneration: 1, branchId: null },
      { text: '房字', startGeneration: 1, branchId: 3 },
    ])).toEqual({ chars: '希言　　德维', startGeneration: 1 });
  });

  it('computes the bar percent, null when indeterminate', () => {
    expect(progressPercent(null)).toBeNull();
    expect(progressPercent({ received: 10, total: null })).toBeNull();
    expect(progressPercent({ received: 50, total: 200 })).toBe(25);
  });
});
