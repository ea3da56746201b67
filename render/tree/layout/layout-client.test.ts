import { describe, expect, it } from 'vitest';
import { generateClan } from '../testing/synthetic-clan';
import { LayoutClient } from './layout-client';
import { transferables } from './run-layout';

describe('LayoutClient (in-thread fallback, same protocol as the worker)', () => {
  it('lays out, and answers only the newest of overlapping requests', async () => {
    const clan = generateClan(3000, { seed: 4 });
    const client = new LayoutClient(false);
    expect(client.usesWorker).toBe(false);
    client.setStructure(clan);
    const a = client.layout({ rtl: false, root: -1, generations: 0, women: true });
    const b = client.layout({ rtl: false, root: -1, generations: 5, women: false });
    const [ra, rb] = await Promise.all([a, b]);
    // the in-thread path computes synchronously, so both resolve; the newer one reflects its options
    expect(rb?.layout.visibleCount).toBeLessThan(ra!.layout.visibleCount);
    expect(ra!.layout.visibleCount).toBe(3000);
    expect('scratch' in rb!.layout).toBe(false);
    expect(transferables(rb!.layout).length).toBe(6);
    client.destroy();
  });
});
