import { describe, expect, it } from 'vitest';
import { generateClanData } from '../../../model/clan/generator';
import { decodeTreePack, encodeTreePack, packIndexById, PACK_FLAG } from '@model/tree-pack';
import { bindPath, findMe, UNBOUND_HINT } from './find-me';
import { canEditMember } from './edit-rights';
import { memberFacts } from './tree-model';

const { members, clan } = generateClanData({ members: 600, seed: 11 });
const pack = decodeTreePack(encodeTreePack(members, { clanId: 1, branches: clan.branches }));
const at = packIndexById(pack);

describe('找到我', () => {
  it('flies to the bound member of this clan', () => {
    const m = members[123];
    expect(findMe({ id: m.id, clanId: 1, displayName: '陈某' }, 1, at)).toEqual({ kind: 'fly', index: at.get(m.id) });
  });

  it('explains how to claim a member when none is bound', () => {
    const r = findMe(null, 1, at);
    expect(r).toEqual({ kind: 'unbound', hint: UNBOUND_HINT });
    expect(UNBOUND_HINT).toContain('认领为本人');
    expect(bindPath(42, '陈德华')).toBe('/clan/bind?id=42&name=%E9%99%88%E5%BE%B7%E5%8D%8E');
  });

  it('sends to the other clan book, or says he is not in this chart', () => {
    const other = findMe({ id: 5, clanId: 9, displayName: '陈德华' }, 1, at);
    expect(other).toMatchObject({ kind: 'other-clan', path: '/clan/tree/index?clanId=9&memberId=5' });
    if (other.kind === 'other-clan') expect(other.hint).toContain('陈德华');
    const gone = findMe({ id: 99_999_999, clanId: 1, displayName: '陈德华' }, 1, at);
    expect(gone.kind).toBe('missing');
  });
});

describe('edit rights from the clan detail', () => {
  const root = pack.parent.findIndex((p, i) => p < 0 && !(pack.flags[i] & PACK_FLAG.marriedIn));
  it('nobody without canEdit; everyone with canEdit and no branch', () => {
    expect(canEditMember({ canEdit: false, branchRootId: null }, pack, 10, at)).toBe(false);
    expect(canEditMember(undefined, pack, 10, at)).toBe(false);
    expect(canEditMember({ canEdit: true, branchRootId: null }, pack, 10, at)).toBe(true);
    expect(memberFacts(pack, root).root).toBe(true);
  });

  it('a collaborator edits his branch only (descendants and their wives)', () => {
    // a son of the root with descendants
    const top = pack.parent.findIndex((p) => p === root);
    const rights = { canEdit: true, branchRootId: pack.ids[top] };
    let inside = 0;
    let outside = 0;
    for (let i = 0; i < pack.count; i++) {
      const wife = (pack.flags[i] & PACK_FLAG.marriedIn) !== 0;
      let j = i;
      if (wife) {
        j = -1;
        for (let h = 0; h < pack.count && j < 0; h++) {
          for (let k = pack.spouseOffsets[h]; k < pack.spouseOffsets[h + 1]; k++) if (pack.spouses[k] === i) j = h;
        }
      }
      let under = false;
      for (; j >= 0; j = pack.parent[j]) if (j === top) under = true;
      expect(canEditMember(rights, pack, i, at)).toBe(under);
      if (under) inside++;
      else outside++;
    }
    expect(inside).toBeGreaterThan(1);
    expect(outside).toBeGreaterThan(1);
    expect(canEditMember({ canEdit: true, branchRootId: 99_999_999 }, pack, top, at)).toBe(false);
  });
});
