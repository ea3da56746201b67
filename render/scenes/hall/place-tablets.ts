/**
 * Where each tablet stands in the 神龛 (domain.md §4): tiers by generation from the top down
 * ("祖宗龛分台阶依辈序自上而下设位"), the most senior tablet of a tier in the centre, the others
 * alternating left and right outwards in 昭穆 order (左昭右穆). Pure: positions in metres, no three.js.
 *
 * Conventions chosen here (the guide fixes the rule, not these details):
 * - "Left" is the tablets' own left, as they face the hall (+z): the viewer's right, +x. So 昭 (slots 1,
 *   3, 5, …) go to +x and 穆 (slots 2, 4, 6, …) to −x.
 * - Within a generation the caller's order is the seniority order (e.g. by branch and 行第); the first
 *   tablet of the oldest generation — the founder — is the top centre.
 * - A generation with more than `maxPerRow` tablets continues on further rows of its tier (each row
 *   again centre-out); rows step down and forward like the stairs of the shrine.
 */

export interface TabletSlotInput {
  id: string;
  generation: number;
}

export interface PlacementOptions {
  /** Most tablets on one row (default 24). */
  maxPerRow?: number;
  /** Distance between tablet centres on a row, m. */
  spacing?: number;
  /** Rise from one row to the one above, m. */
  rowRise?: number;
  /** Depth from one row to the one above (further back), m. */
  rowDepth?: number;
}

export interface TabletPlacement {
  id: string;
  /** Index in the input array. */
  index: number;
  generation: number;
  /** 0 = the top tier (oldest generation). */
  tier: number;
  /** Row from the top over all tiers; the shrine's stairs. */
  row: number;
  /** 0 = centre, then 1 (昭, left), 2 (穆, right), 3 (昭), … */
  slot: number;
  side: 'centre' | 'zhao' | 'mu';
  /** Signed column: 0 centre, +n n-th to the tablets' left (viewer's right, +x), −n to their right. */
  column: number;
  x: number;
  y: number;
  z: number;
}

export interface TabletLayout {
  placements: TabletPlacement[];
  rows: number;
  tiers: number;
  /** Half of the widest row, m (centre to the outer tablet centre). */
  halfWidth: number;
  /** Height of the top row above the bottom row, m. */
  height: number;
  /** Depth of the top row behind the bottom row, m. */
  depth: number;
}

/** Signed column of the n-th tablet of a row: 0, +1, −1, +2, −2, … */
export function columnOfSlot(slot: number): number {
  if (slot === 0) return 0;
  const k = Math.ceil(slot / 2);
  return slot % 2 === 1 ? k : -k;
}

export function placeTablets(tablets: readonly TabletSlotInput[], opts: PlacementOptions = {}): TabletLayout {
  const { maxPerRow = 24, spacing = 0.17, rowRise = 0.48, rowDepth = 0.3 } = opts;
  if (maxPerRow < 1) throw new RangeError('maxPerRow must be ≥ 1');
  const gens = [...new Set(tablets.map((t) => t.generation))].sort((a, b) => a - b);
  const byGen = new Map<number, number[]>(gens.map((g) => [g, []]));
  tablets.forEach((t, i) => byGen.get(t.generation)!.push(i));

  const rowsOf: { tier: number; members: number[] }[] = [];
  gens.forEach((g, tier) => {
    const members = byGen.get(g)!;
    for (let s = 0; s < members.length; s += maxPerRow) rowsOf.push({ tier, members: members.slice(s, s + maxPerRow) });
  });

  const R = rowsOf.length;
  const placements: TabletPlacement[] = new Array(tablets.length);
  let maxCol = 0;
  rowsOf.forEach(({ tier, members }, row) => {
    const up = R - 1 - row; // rows above the bottom one
    members.forEach((index, slot) => {
      const column = columnOfSlot(slot);
      maxCol = Math.max(maxCol, Math.abs(column));
      placements[index] = {
        id: tablets[index].id,
        index,
        generation: tablets[index].generation,
        tier,
        row,
        slot,
        side: slot === 0 ? 'centre' : slot % 2 === 1 ? 'zhao' : 'mu',
        column,
        x: column * spacing,
        y: up * rowRise,
        z: -up * rowDepth,
      };
    });
  });
  return {
    placements,
    rows: R,
    tiers: gens.length,
    halfWidth: maxCol * spacing,
    height: Math.max(0, R - 1) * rowRise,
    depth: Math.max(0, R - 1) * rowDepth,
  };
}
