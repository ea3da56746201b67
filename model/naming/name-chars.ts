/**
 * Curated candidate characters for 起名.
 *
 * Source: hand-curated for this project from characters that are common in modern given names and
 * carry a clearly positive meaning; no external list was copied. Polyphonic characters whose name
 * reading is doubtful (乐, 长, 重…) and characters with a contested 五行 (明, 晨, 阳, 然…) are left out.
 *
 * 五行 here follows the usual 字形 (radical / meaning) method of 姓名学: 木 for 木艹竹 and plants, 火 for
 * 火灬日光 and brightness, 土 for 土山石宀, 金 for 金钅玉(王)刂, 水 for 氵雨冫. 起名 sites disagree for many
 * characters (some use pronunciation instead); treat the attribute as a soft preference.
 *
 * Gender lean: 'm' usually male, 'f' usually female, 'n' either.
 */
import type { WuXing } from './sancai';

export type Lean = 'm' | 'f' | 'n';

export interface NameChar {
  char: string;
  wuxing: WuXing;
  lean: Lean;
}

/** [五行, lean, characters] */
const GROUPS: readonly (readonly [WuXing, Lean, string])[] = [
  ['木', 'm', '林森楠栋柏松桐楷彬杉'],
  ['木', 'f', '梅兰芳芸萱菲莉茜蓉薇蕾芝'],
  ['木', 'n', '英荣茂'],
  ['火', 'm', '炎烨煜炜焕昊晟旭晖耀'],
  ['火', 'f', '晴晓昕灿熙彤丹'],
  ['火', 'n', '光昱晔'],
  ['土', 'm', '坤培城垣峰岳嵩磊坚基'],
  ['土', 'f', '岚安宁宜'],
  ['土', 'n', '宇'],
  ['金', 'm', '鑫锋铭钧锐刚瑞琛'],
  ['金', 'f', '珊琪瑶璐琳玥钰铃'],
  ['水', 'm', '浩涛海洋泽润清源鸿瀚'],
  ['水', 'f', '涵漫沁湘雪霞露雯'],
  ['水', 'n', '冰'],
];

export const NAME_CHARS: readonly NameChar[] = GROUPS.flatMap(([wuxing, lean, chars]) =>
  [...chars].map((char) => ({ char, wuxing, lean })),
);

let byChar: Map<string, NameChar> | null = null;

/** The curated entry for a character, if it is in the list. */
export function nameChar(ch: string): NameChar | undefined {
  if (!byChar) byChar = new Map(NAME_CHARS.map((c) => [c.char, c]));
  return byChar.get(ch);
}
