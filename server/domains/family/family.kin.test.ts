import { describe, expect, it } from 'vitest';
import { term, walk, type KinPerson } from './family.kin';

const P = (id: number, gender: 'm' | 'f', fatherId: number | null = null, motherId: number | null = null, spouseId: number | null = null, birthYear: number | null = null): KinPerson =>
  ({ id, gender, fatherId, motherId, spouseId, birthYear, birthOrder: null });

describe('family kinship terms', () => {
  const people = [
    P(1, 'm'), P(2, 'f', null, null, 3), P(3, 'm', 1, null, 2, 1950), P(4, 'm', 3, 2, null, 1980),
    P(5, 'm', 3, 2, null, 1975), P(6, 'f', 3, 2, null, 1985), P(7, 'm', 1, null, null, 1955), P(8, 'm', 7), P(9, 'm', 6),
  ];
  const byId = new Map(people.map((p) => [p.id, p]));
  const t = (id: number) => {
    const hits = walk(people, 4);
    return term(hits.get(id)!.path, byId.get(id)!, byId.get(4)!, byId.get(3));
  };
  it('names parents, grandparents, siblings by age, uncles, cousins, nephews', () => {
    expect([t(4), t(3), t(2), t(1), t(5), t(6), t(7), t(8), t(9)])
      .toEqual(['本人', '父亲', '母亲', '祖父', '哥哥', '妹妹', '叔父', '堂兄弟', '外甥']);
  });
  it('levels: parent −1, child +1', () => {
    const hits = walk(people, 4);
    expect([hits.get(1)!.level, hits.get(3)!.level, hits.get(9)!.level]).toEqual([-2, -1, 1]);
  });
});
