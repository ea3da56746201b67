import { describe, expect, it } from 'vitest';
import { generateClan } from '../tree/testing/synthetic-clan';
import { layoutIcicle } from './icicle';
import { layoutOverview, overviewTransferables, structureOf } from './icicle-job';

/** Every typed array reachable from a value (the worker's reply must transfer each one's buffer). */
function typedArrays(v: unknown, out: ArrayBufferView[] = []): ArrayBufferView[] {
  if (ArrayBuffer.isView(v)) out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => typedArrays(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => typedArrays(x, out));
  return out;
}

describe('overview layout job', () => {
  const clan = generateClan(3000, { seed: 5 });

  it('answers the same layout as layoutIcicle, with its quads', () => {
    const r = layoutOverview(clan);
    const L = layoutIcicle(clan);
    expect(r.layout.bandCount).toBe(L.bandCount);
    expect(Array.from(r.layout.member)).toEqual(Array.from(L.member));
    expect(r.quads.quadCount).toBeGreaterThanOrEqual(L.bandCount);
  });

  it('transfers every typed array of the reply (none is copied)', () => {
    const { layout, quads } = layoutOverview(clan);
    const buffers = new Set(overviewTransferables(layout, quads));
    const arrays = typedArrays({ layout, quads });
    expect(arrays.length).toBeGreaterThan(15);
    for (const a of arrays) expect(buffers.has(a.buffer as ArrayBuffer)).toBe(true);
  });

  it('sends copies of just the structure views, not the whole buffer they share with the pack', () => {
    const shared = new ArrayBuffer(4 * clan.count * 3);
    const parent = new Int32Array(shared, 4 * clan.count, clan.count);
    parent.set(clan.parent);
    const { structure, transfer } = structureOf({ ...clan, parent });
    expect(structure.parent.buffer.byteLength).toBe(4 * clan.count);
    expect(Array.from(structure.parent)).toEqual(Array.from(clan.parent));
    expect(transfer).toContain(structure.parent.buffer);
    expect(parent.buffer.byteLength).toBe(shared.byteLength); // the original is untouched
    expect(typedArrays(structure).every((a) => transfer.includes(a.buffer as ArrayBuffer))).toBe(true);
    expect(layoutIcicle(structure).bandCount).toBe(layoutIcicle(clan).bandCount);
  });
});
