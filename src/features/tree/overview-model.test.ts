import { describe, expect, it } from 'vitest';
import { generateClanData } from '../../../model/clan/generator';
import { decodeTreePack, encodeTreePack, PACK_FLAG } from '@model/tree-pack';
import { layoutIcicle } from '@render/overview/icicle';
import { treeInputFromPack } from '@render/tree/pack-input';
import { firstView, OVERVIEW_THRESHOLD, overviewAnchor } from './overview-model';

const { members, clan } = generateClanData({ members: 3000, seed: 5 });
const pack = decodeTreePack(encodeTreePack(members, { clanId: 1, branches: clan.branches }));

describe('the tree screen views', () => {
  it('opens on the overview above the threshold, on the cards below it, as ?view asks when it does', () => {
    expect(firstView(OVERVIEW_THRESHOLD + 1, null)).toBe('overview');
    expect(firstView(OVERVIEW_THRESHOLD, null)).toBe('cards');
    expect(firstView(100, 'overview')).toBe('overview');
    expect(firstView(1_000_000, 'cards')).toBe('cards');
    expect(firstView(1_000_000, 'x')).toBe('overview');
  });

  it('places everyone of the pack on a man of the overview: a wife at her husband, a daughter at her father', () => {
    const L = layoutIcicle(treeInputFromPack(pack));
    const anchor = overviewAnchor(pack);
    const husbands = new Map<number, number>();
    for (let h = 0; h < pack.count; h++) for (let k = pack.spouseOffsets[h]; k < pack.spouseOffsets[h + 1]; k++) if (pack.flags[pack.spouses[k]] & PACK_FLAG.female) husbands.set(pack.spouses[k], h);
    let women = 0;
    for (let i = 0; i < pack.count; i++) {
      const a = anchor(i);
      const female = (pack.flags[i] & PACK_FLAG.female) !== 0;
      if (!female && L.bandOf[i] >= 0) expect(a).toBe(i);
      if (female) {
        women++;
        expect(a, `woman ${i} has a man on the overview`).toBeGreaterThanOrEqual(0);
        expect(L.bandOf[a]).toBeGreaterThanOrEqual(0);
        const p = pack.parent[i];
        if (husbands.has(i) && L.bandOf[husbands.get(i)!] >= 0) expect(a).toBe(husbands.get(i));
        else if (!husbands.has(i) && p >= 0 && L.bandOf[p] >= 0) expect(a).toBe(p);
      }
    }
    expect(women).toBeGreaterThan(500);
  });
});
