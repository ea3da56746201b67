import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@contract/chat';
import { contiguousLast, hasGap, mergeMessages } from './timeline';

const m = (seq: number, text = `m${seq}`, type: ChatMessage['type'] = 'text'): ChatMessage => ({
  conversationId: 1, seq, clientId: `c${seq}`, sender: { id: 1, name: '甲' }, type, text, image: null, card: null, clan: null, preview: text, createdAt: '',
});

describe('chat timeline', () => {
  it('merges by seq, newer copies win (a recall), ascending', () => {
    const out = mergeMessages([m(1), m(3)], [m(2), m(3, '甲撤回了一条消息', 'recalled')]);
    expect(out.map((x) => [x.seq, x.type])).toEqual([[1, 'text'], [2, 'text'], [3, 'recalled']]);
  });

  it('knows the last seq without a gap and when an event skipped some', () => {
    expect(contiguousLast([])).toBe(0);
    expect(contiguousLast([m(4), m(5), m(7)])).toBe(5);
    expect(hasGap([m(4), m(5)], m(6))).toBe(false);
    expect(hasGap([m(4), m(5)], m(8))).toBe(true);
    expect(hasGap([], m(8))).toBe(false);
  });
});
