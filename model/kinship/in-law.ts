/**
 * Relations through marriage, built from a blood term:
 * - `spouseOfRelative(t)`: A's relative (called t by A) has spouse B → what A calls B (兄 → 嫂, 儿子 → 儿媳,
 *   伯父 → 伯母, 叔父 → 婶母, 女儿 → 女婿, 姑母 → 姑父…); otherwise "t之妻" / "t之夫".
 * - `relativeOfSpouse(t)`: A's spouse calls B t → what A calls B (a wife: 父亲 → 公公, 兄 → 大伯子, 弟 → 小叔子…;
 *   a husband: 父亲 → 岳父, 兄 → 内兄…); otherwise the spouse's own term (随夫称 / 随妻称).
 */
import type { Sex } from './types';

/** What A calls B, when B (sex `sexB`) is the spouse of A's relative whom A calls `t`. */
export function spouseOfRelative(t: string, sexB: Sex, knowsMothers: boolean): string {
  if (t.includes('/')) return `${t}之${sexB === 'f' ? '妻' : '夫'}`;
  if (sexB === 'f') {
    const special: Record<string, string> = {
      父亲: knowsMothers ? '继母' : '母亲',
      叔父: '婶母',
      伯叔父: '伯母/婶母',
      兄弟: '嫂/弟媳',
      儿子: '儿媳',
      孙子: '孙媳',
      侄子: '侄媳',
      自己: '妻子',
    };
    if (special[t]) return special[t];
    if (t.endsWith('父')) return t.slice(0, -1) + '母'; // 祖父 → 祖母, 伯父 → 伯母, 舅父 → 舅母, 堂叔父 → 堂叔母
    if (t.endsWith('祖')) return t + '母'; // 天祖 → 天祖母
    if (t.endsWith('兄')) return t.slice(0, -1) + '嫂'; // 堂兄 → 堂嫂, 族兄 → 族嫂
    if (/(弟|孙|侄|甥)$/.test(t)) return t + '媳'; // 弟媳, 曾孙媳, 堂侄媳, 外甥媳
    return `${t}之妻`;
  }
  const special: Record<string, string> = {
    母亲: knowsMothers ? '继父' : '父亲',
    姐妹: '姐夫/妹夫',
    女儿: '女婿',
    自己: '丈夫',
  };
  if (special[t]) return special[t];
  if (t.endsWith('女')) return t + '婿'; // 孙女婿, 侄女婿, 外孙女婿
  if (/(姐|妹)$/.test(t)) return t + '夫'; // 姐夫, 堂妹夫, 表姐夫
  if (t.endsWith('母')) return t.slice(0, -1) + '父'; // 姑母 → 姑父, 姨母 → 姨父, 姑祖母 → 姑祖父
  return `${t}之夫`;
}

const WIFE_SAYS: Readonly<Record<string, string>> = {
  父亲: '公公',
  母亲: '婆婆',
  兄: '大伯子',
  弟: '小叔子',
  兄弟: '大伯子/小叔子',
  姐: '大姑子',
  妹: '小姑子',
  姐妹: '大姑子/小姑子',
  祖父: '祖父（夫家）',
  祖母: '祖母（夫家）',
};

const HUSBAND_SAYS: Readonly<Record<string, string>> = {
  父亲: '岳父',
  母亲: '岳母',
  兄: '内兄',
  弟: '内弟',
  兄弟: '内兄/内弟',
  姐: '姨姐',
  妹: '姨妹',
  姐妹: '姨姐/姨妹',
  祖父: '太岳父',
  祖母: '太岳母',
};

/** What A (sex `sexA`) calls B, when A's spouse calls B `t`. */
export function relativeOfSpouse(t: string, sexA: Sex): string {
  return (sexA === 'f' ? WIFE_SAYS : HUSBAND_SAYS)[t] ?? t;
}
