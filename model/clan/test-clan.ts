/**
 * A small hand-made clan for the rule tests: every record valid, so each test breaks exactly one rule.
 *
 *   1 陈德 (一世) ─ 2 王氏 (元配)
 *   ├─ 3 陈仁 (行一) ─ 10 李氏 (元配), 11 张氏 (继配)
 *   │   ├─ 5 陈成光 (行一, mother 10)
 *   │   └─ 6 陈成业 (行二, mother 11) → 入继 4
 *   ├─ 4 陈义 (行二) ─ 12 刘氏 (元配)        [no son of his own; heir: 6]
 *   └─ 7 陈氏 (长女, 适东村王某, in chart) ─ 8 赵某 (赘婿)
 *       └─ 9 陈成德 (随母, mother 7, bio father 8)
 */
import { memberDate, type ClanMember } from '../member';

const base = { clanId: 1, version: 1, surname: '陈' } as const;

export function testClan(): ClanMember[] {
  return [
    { ...base, id: 1, gender: 'm', name: '德', generation: 1, birthOrder: 1, founderRole: '始祖', birth: memberDate('清康熙元年') },
    { ...base, id: 2, gender: 'f', surname: '王', generation: 1, husbandId: 1, spouseType: '元配', spouseOrder: 1 },
    { ...base, id: 3, gender: 'm', name: '仁', generation: 2, lineageFatherId: 1, motherId: 2, birthOrder: 1, birth: memberDate('清康熙二十五年') },
    { ...base, id: 4, gender: 'm', name: '义', generation: 2, lineageFatherId: 1, motherId: 2, birthOrder: 2 },
    { ...base, id: 5, gender: 'm', name: '成光', generation: 3, lineageFatherId: 3, motherId: 10, birthOrder: 1 },
    {
      ...base, id: 6, gender: 'm', name: '成业', generation: 3, lineageFatherId: 4, biologicalFatherId: 3, motherId: 11,
      birthOrder: 1, adoption: { type: '入继', biologicalRank: 2 },
    },
    { ...base, id: 7, gender: 'f', generation: 2, lineageFatherId: 1, motherId: 2, birthOrder: 1, inChart: true, marriedTo: '适东村王某', childrenSurname: '陈' },
    { ...base, id: 8, gender: 'm', surname: '赵', name: '某', generation: 2, wifeId: 7, adoption: { type: '赘婿' } },
    { ...base, id: 9, gender: 'm', name: '成德', generation: 3, motherId: 7, biologicalFatherId: 8, birthOrder: 1 },
    { ...base, id: 10, gender: 'f', surname: '李', generation: 2, husbandId: 3, spouseType: '元配', spouseOrder: 1 },
    { ...base, id: 11, gender: 'f', surname: '张', generation: 2, husbandId: 3, spouseType: '继配', spouseOrder: 2 },
    { ...base, id: 12, gender: 'f', surname: '刘', generation: 2, husbandId: 4, spouseType: '元配', spouseOrder: 1 },
  ];
}

/** The test clan with member `id` changed. */
export function withChange(id: number, change: (m: ClanMember) => ClanMember): ClanMember[] {
  return testClan().map((m) => (m.id === id ? change(m) : m));
}
