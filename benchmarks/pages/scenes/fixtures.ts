/** Synthetic clan data for the scenes bench page: tablets from member data through model/memorial. */
import { tabletInscription, type MemorialRequest } from '../../../model/memorial/inscriptions';
import { fromLunar } from '../../../model/calendar/chinese-date';
import type { Inscription } from '../../../model/memorial/inscriptions';

/** The shape HallScene takes (render/scenes HallTablet), kept local so this file type-checks without the DOM. */
interface HallTablet { id: string; generation: number; sex: 'male' | 'female'; text: Inscription }

const GIVEN = ['德明', '文华', '光宗', '继先', '永泰', '世昌', '绍基', '承志', '国栋', '家声', '维新', '振邦', '启贤', '守仁', '学礼', '树人'];
const SONS = ['建国', '建华', '志强', '伟', '立新', '文博', '嘉树', '明远'];
const WIVES = ['李', '王', '张', '刘', '黄', '周', '吴', '林'];

/** `n` tablets over generations that double (1, 2, 4, …), husbands and wives, dates across the Qing. */
export function clanTablets(n: number, surname = '陈'): HallTablet[] {
  const out: HallTablet[] = [];
  let gen = 1;
  let inGen = 0;
  let cap = 1;
  for (let i = 0; out.length < n; i++) {
    const male = i % 3 !== 2;
    const year = 1650 + gen * 25 + (inGen % 7);
    const req: MemorialRequest = {
      relation: 'parent',
      offerers: [SONS[i % SONS.length]],
      person: male
        ? { surname, givenName: GIVEN[i % GIVEN.length], sex: 'male', generation: gen,
          birth: fromLunar(year, (i % 12) + 1, (i % 28) + 1), death: fromLunar(year + 60 + (i % 20), ((i + 5) % 12) + 1, ((i + 9) % 28) + 1) }
        : { surname: WIVES[i % WIVES.length], givenName: '', sex: 'female', generation: gen, spouse: { surname },
          birth: fromLunar(year + 2, (i % 12) + 1, (i % 28) + 1), death: fromLunar(year + 70, ((i + 3) % 12) + 1, ((i + 2) % 28) + 1) },
    };
    out.push({ id: `t${i}`, generation: gen, sex: male ? 'male' : 'female', text: tabletInscription(req) });
    inGen++;
    if (inGen >= cap) { gen++; inGen = 0; cap = Math.min(cap * 2, 120); }
  }
  return out;
}
