import { describe, expect, it } from 'vitest';
import { generateClanData } from '../../model/clan/generator';
import { decodeTreePack, displayName, encodeTreePack, isDaughter, packIndexById, type ClanMember } from '@model/clan';
import { buildTreeIndex } from './layout/tree-index';
import { layoutTree } from './layout/tidy-layout';
import { rendererFlags, treeInputFromPack } from './pack-input';
import { FLAG_DAUGHTER_IN_CHART, FLAG_LIVING, FLAG_ZHI } from './types';

const { members } = generateClanData({ members: 3000, seed: 7 });
const pack = decodeTreePack(encodeTreePack(members, { clanId: 1, clanVersion: 1 }));
const input = treeInputFromPack(pack);
const at = packIndexById(pack);
const byId = new Map<number, ClanMember>(members.map((m) => [m.id, m]));
const idx = (id: number) => at.get(id)!;

describe('treeInputFromPack', () => {
  it('carries every member once, with names from the string table', () => {
    expect(input.count).toBe(members.length);
    for (const m of members) {
      const i = idx(m.id);
      expect(input.names(i)).toBe(displayName(m));
      expect(input.sex[i]).toBe(m.gender === 'f' ? 2 : 1);
      expect(input.generation[i]).toBe(m.generation);
    }
  });

  it('attaches wives to the right husband, in order', () => {
    let wives = 0;
    for (const m of members) {
      if (m.husbandId == null) continue;
      wives++;
      const h = idx(m.husbandId);
      const list = Array.from(input.spouseIndex.subarray(input.spouseOffsets[h], input.spouseOffsets[h + 1]));
      expect(list).toContain(idx(m.id));
    }
    expect(wives).toBeGreaterThan(100);
    const tree = buildTreeIndex(input);
    for (const m of members) if (m.husbandId != null) expect(tree.wifeOf[idx(m.id)]).toBe(idx(m.husbandId));
  });

  it('flags daughters, the living and 止', () => {
    let daughters = 0;
    for (const m of members) {
      const f = input.flags![idx(m.id)];
      if (isDaughter(m) && m.inChart) {
        daughters++;
        expect(f & FLAG_DAUGHTER_IN_CHART).toBeTruthy();
      }
      expect(!!(f & FLAG_LIVING)).toBe(!!m.living);
      expect(!!(f & FLAG_ZHI)).toBe(!!m.noHeir);
    }
    expect(daughters).toBeGreaterThan(10);
    expect(rendererFlags(0)).toBe(0);
  });

  it('carries 兼祧 second fathers', () => {
    const jt = members.filter((m) => m.adoption?.type === '兼祧');
    expect(jt.length).toBeGreaterThan(0);
    const sp = input.secondParent!;
    for (const m of jt) {
      const k = Array.from(sp.child).indexOf(idx(m.id));
      expect(k).toBeGreaterThanOrEqual(0);
      expect(sp.parent[k]).toBe(idx(m.adoption!.secondLineageFatherId!));
      expect(input.parent[idx(m.id)]).toBe(idx(m.lineageFatherId!));
    }
  });

  it('puts sons before daughters, each by 行第, and lays out every member', () => {
    const tree = buildTreeIndex(input);
    for (let p = 0; p < input.count; p++) {
      const kids = Array.from(tree.childIndex.subarray(tree.childOffsets[p], tree.childOffsets[p + 1]));
      const sons = kids.filter((c) => input.sex[c] === 1);
      expect(kids.slice(0, sons.length)).toEqual(sons);
      const ranks = sons.map((c) => byId.get(pack.ids[c])!.birthOrder ?? 255);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const L = layoutTree(input, tree, { rtl: false, root: -1, generations: 0, women: true });
    expect(L.visibleCount).toBe(input.count);
  });
});
