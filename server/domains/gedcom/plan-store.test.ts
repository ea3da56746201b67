import { describe, expect, it } from 'vitest';
import { packLines, unpackLines } from './plan-store';

describe('plan store', () => {
  it('gives back the head and every item in order, across batches, with newlines and CJK inside values', async () => {
    const items = Array.from({ length: 2503 }, (_, i) => ({ id: i + 1, name: `劉${i}`, note: i % 7 ? null : '一行\n二行' }));
    const packed = await packLines({ duplicates: [{ draftId: 3, memberId: 9 }] }, items, 1000);
    const back = unpackLines<{ duplicates: unknown[] }, (typeof items)[number]>(packed);
    expect(back.head).toEqual({ duplicates: [{ draftId: 3, memberId: 9 }] });
    expect(back.items).toEqual(items);
  });

  it('keeps an empty list', async () => {
    expect(unpackLines(await packLines({ a: 1 }, [])).items).toEqual([]);
  });
});
