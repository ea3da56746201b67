import { describe, expect, it } from 'vitest';
import { emitEvent, onEvent } from './index';
import type { Tx } from '../db/client';

describe('domain events', () => {
  it('listeners run in registration order with the publisher’s transaction; one registered twice runs once', async () => {
    const seen: string[] = [];
    const tx = {} as Tx;
    const a = async (t: Tx, e: { userId: number }) => { expect(t).toBe(tx); seen.push(`a${e.userId}`); };
    const offs = [onEvent('friend.added', a), onEvent('friend.added', a), onEvent('friend.added', async (_t, e) => { seen.push(`b${e.friendId}`); })];
    try {
      await emitEvent(tx, 'friend.added', { userId: 1, friendId: 2 }, new Date());
      expect(seen.slice(-2)).toEqual(['a1', 'b2']);
      expect(seen.filter((x) => x === 'a1')).toHaveLength(1);
    } finally { offs.forEach((off) => off()); }
    await emitEvent(tx, 'friend.added', { userId: 3, friendId: 4 }, new Date());
    expect(seen).not.toContain('a3');
  });

  it('a throwing listener fails the publish (the publisher’s transaction rolls back)', async () => {
    const off = onEvent('sale.paid', async () => { throw new Error('listener bug'); });
    try {
      await expect(emitEvent({} as Tx, 'sale.paid', { buyerId: 1, orderId: 1, outTradeNo: 'x', amountFen: 1, subject: '' }, new Date())).rejects.toThrow('listener bug');
    } finally { off(); }
  });
});
