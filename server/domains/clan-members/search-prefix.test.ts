import { describe, expect, it } from 'vitest';
import { successor } from './clan-members.repo';

const utf8 = (s: string) => Buffer.from(s, 'utf8');
/** Does `s` start with `q`, by the range the search reads (q ≤ s < successor(q), in byte order)? */
const inRange = (s: string, q: string) => {
  const up = successor(q);
  return Buffer.compare(utf8(s), utf8(q)) >= 0 && (up === null || Buffer.compare(utf8(s), utf8(up)) < 0);
};

describe('a name prefix as a range of the pattern indexes', () => {
  it('is the next code point of the last character', () => {
    expect(successor('王凤琴')).toBe('王凤琵');
    expect(successor('a')).toBe('b');
    expect(successor('\u{d7ff}')).toBe('\u{e000}');
    expect(successor('张\u{10ffff}')).toBe('弡');
    expect(successor('')).toBeNull();
    expect(successor('\u{10ffff}')).toBeNull();
  });

  it('holds exactly the names that start with the prefix', () => {
    const names = ['王', '王凤', '王凤琴', '王凤琴甲', '王凤琵', '王凤琳', '王凤', '王凤\u{20000}', 'Wang', 'wang', '王凤琴\u{10ffff}', '', '𠀀王'];
    for (const q of ['王', '王凤', '王凤琴', 'W', '𠀀', '', '王凤\u{20000}']) {
      for (const s of names) expect(inRange(s, q), `${s} / ${q}`).toBe(s.startsWith(q));
    }
  });
});
