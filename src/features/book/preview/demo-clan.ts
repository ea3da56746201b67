/**
 * A built-in tiny demo clan for the format previews (颍川陈氏, seven 世, about forty men with wives and a few
 * daughters): deterministic, so every preview of a format shows the same page.
 */
import type { BookInput } from '@layouts/input';
import type { FormatId } from '@layouts/page-model';
import type { ClanMember } from '@model/member';

const GIVEN = '文武良恭俭让忠孝仁义礼智信和平安康寿福德';
const ZIBEI = '德仁成光宗';

export function demoMembers(): ClanMember[] {
  const base = { clanId: 0, version: 1 } as const;
  const out: ClanMember[] = [];
  let next = 1;
  let g = 0;
  const wife = (husbandId: number, generation: number, i: number) =>
    out.push({ ...base, id: next++, gender: 'f', surname: '王李张刘赵'[i % 5], generation, husbandId, spouseType: '元配', spouseOrder: 1 });
  const man = (generation: number, fatherId: number | null, order: number): number => {
    const id = next++;
    const zi = ZIBEI[(generation - 1) % ZIBEI.length];
    out.push({
      ...base, id, gender: 'm', surname: '陈', name: generation === 1 ? '德' : zi + GIVEN[g++ % GIVEN.length],
      generation, birthOrder: order, lineageFatherId: fatherId, founderRole: generation === 1 ? '始祖' : undefined,
      titles: generation % 3 === 0 ? ['邑庠生'] : undefined,
    });
    wife(id, generation, id);
    return id;
  };
  // each man of 世 < 7 has two sons, except every third who has one: about forty men
  let level = [man(1, null, 1)];
  for (let gen = 2; gen <= 7; gen++) {
    const nextLevel: number[] = [];
    level.forEach((fatherId, i) => {
      const sons = gen > 4 && i % 3 === 2 ? 1 : gen > 5 ? 1 : 2;
      for (let s = 1; s <= sons; s++) nextLevel.push(man(gen, fatherId, s));
      if (gen === 3 && i === 0) out.push({ ...base, id: next++, gender: 'f', surname: '陈', generation: gen, lineageFatherId: fatherId, birthOrder: 1, marriedTo: '适东村王某' });
    });
    level = nextLevel;
  }
  return out;
}

export function demoInput(format: FormatId, members: ClanMember[] = demoMembers()): BookInput {
  return {
    clanName: '颍川陈氏族谱', hall: '颍川堂', surname: '陈',
    poems: [{ id: 1, text: ZIBEI, startGeneration: 1, mode: '流宗', branchId: null, title: '派语' }],
    members,
    edition: '二〇二六年六修',
    options: { format, binding: 'hardcover', paper: 'A4', generations: 0 },
  };
}
