import { describe, expect, it } from 'vitest';
import { eachLineBatch, packLines, readHead, unpackLines } from './plan-store';

describe('plan store', () => {
  it('gives back the head and every item in order, across batches, with newlines and CJK inside values', async () => {
    const items = Array.from({ length: 2503 }, (_, i) => ({ id: i + 1, name: `劉${i}`, note: i % 7 ? null : '一行\n二行' }));
    const packed = await packLines({ duplicates: [{ draftId: 3, memberId: 9 }] }, items, 1000);
    const back = unpackLines<{ duplicates: unknown[] }, (typeof items)[number]>(packed);
    expect(back.head).toEqual({ duplicates: [{ draftId: 3, memberId: 9 }] });
    expect(back.items).toEqual(items);
  });

  it('streams the same items in batches of the asked size, each batch handled before the next is read', async () => {
    const items = Array.from({ length: 25_003 }, (_, i) => ({ id: i + 1, name: `劉${i}`, note: i % 7 ? 'x'.repeat(i % 300) : '一行\n二行' }));
    const packed = await packLines({ h: '頭' }, items, 1000);
    const got: (typeof items)[number][] = [];
    const sizes: number[] = [];
    let busy = false;
    const head = await eachLineBatch<{ h: string }, (typeof items)[number]>(packed, 4000, async (b, h) => {
      expect(h).toEqual({ h: '頭' });
      expect(busy).toBe(false);
      busy = true;
      await new Promise((r) => setTimeout(r, 1));
      sizes.push(b.length);
      got.push(...b);
      busy = false;
    });
    expect(head).toEqual({ h: '頭' });
    expect(await readHead(packed)).toEqual({ h: '頭' });
    expect(sizes).toEqual([4000, 4000, 4000, 4000, 4000, 4000, 1003]);
    expect(got).toEqual(items);
  });

  it('reads a head longer than one gunzip chunk', async () => {
    const head = { ids: Array.from({ length: 60_000 }, (_, i) => i) };
    expect(await readHead(await packLines(head, [{ a: 1 }]))).toEqual(head);
  });

  it('keeps an empty list', async () => {
    let calls = 0;
    expect(await eachLineBatch(await packLines({ a: 1 }, []), 10, () => { calls++; })).toEqual({ a: 1 });
    expect(calls).toBe(0);
    expect(unpackLines(await packLines({ a: 1 }, [])).items).toEqual([]);
  });
});
