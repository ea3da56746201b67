import { describe, expect, it } from 'vitest';
import type { TreeNode } from '@contract/clan-members';
import { testClan } from '@model/clan/test-clan';
import type { ClanMember } from '@model/member';
import { textItems } from '@layouts/check';
import { previewSample, sampleInput, sampleKey, type TreeWindow } from './clan-sample';
import { previewOf } from './preview-page';

const fullName = (m: ClanMember) => (m.husbandId != null ? `${m.surname}氏` : m.surname + (m.name ?? ''));

/** The tree window the server would send for the hand-built test clan (full names, as TreeNode has them). */
function windowOf(members: ClanMember[]): TreeWindow {
  const nodes: TreeNode[] = members.map((m) => ({
    id: m.id, name: fullName(m), gender: m.gender, generation: m.generation, parentId: m.lineageFatherId ?? null,
    motherId: m.motherId ?? null, husbandId: m.husbandId ?? null, spouseType: m.spouseType ?? null, spouseOrder: m.spouseOrder ?? null,
    birthOrder: m.birthOrder ?? null, birthYear: m.birth?.gregorian?.year ?? null, deathYear: m.death?.gregorian?.year ?? null,
    living: !!m.living, noHeir: !!m.noHeir, uncertain: !!m.uncertain, inChart: !!m.inChart, adoption: m.adoption?.type ?? null,
    branchId: m.branchId ?? null, hasPhoto: false,
  }));
  return { clanId: 5, version: 3, rootId: null, nodes };
}

describe('sampleInput (format preview of the user\'s own clan)', () => {
  const members = testClan().filter((m) => m.generation <= 5);
  const w = windowOf(members);

  it('maps the tree window to the engine input: surname split off, wives by husband, fathers kept', () => {
    const input = sampleInput(w, '颍川陈氏族谱', 1)!;
    expect(input.surname).toBe('陈');
    expect(input.clanName).toBe('颍川陈氏族谱');
    const men = input.members.filter((m) => m.husbandId == null && m.gender === 'm');
    for (const m of men) {
      const src = members.find((x) => x.id === m.id)!;
      if (src.surname === '陈') expect(m.name).toBe(src.name);
      expect(m.lineageFatherId ?? null).toBe(src.lineageFatherId ?? null);
    }
    expect(input.members.filter((m) => m.husbandId != null).length).toBe(members.filter((m) => m.husbandId != null).length);
    expect(sampleKey(w)).toBe('clan:5:3:0');
  });

  it('lays out the clan\'s own members on the preview page of every format', () => {
    const input = sampleInput(w, '颍川陈氏族谱', 1)!;
    const ids = new Set(members.map((m) => m.id));
    for (const format of [1, 9, 3, 5, 8] as const) {
      const r = previewOf({ seq: 1, format, input });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const names = textItems(r.page).filter((t) => t.role === 'name');
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(ids.has(n.memberId!)).toBe(true);
    }
  });

  it('falls back to the demo clan while the window loads or when it failed', () => {
    expect(previewSample(undefined, false, '陈氏族谱')).toEqual({});
    expect(previewSample(w, true, '陈氏族谱')).toEqual({});
    const ok = previewSample(w, false, '陈氏族谱');
    expect(ok.inputKey).toBe('clan:5:3:0');
    expect(ok.input!.members.length).toBe(members.length);
  });

  it('gives no sample for a window without men (the screen keeps the demo clan)', () => {
    expect(sampleInput({ clanId: 5, version: 1, rootId: null, nodes: [] }, '', 1)).toBeNull();
    const demo = previewOf({ seq: 2, format: 1 });
    expect(demo.ok).toBe(true);
  });
});
