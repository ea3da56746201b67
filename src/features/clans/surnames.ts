/**
 * The 百家姓 table (model/reference/surnames.tsv: index, surname, compound, 郡望; 504 surnames in the book's order,
 * 444 single + 60 compound) read for the /pages/baijia/index screen, and its search.
 */
export interface Surname {
  /** Place in 百家姓 (1 = 赵). */
  index: number;
  surname: string;
  compound: boolean;
  /** 郡望 (天水 for 赵), '' when the table has none. */
  junwang: string;
}

export function parseSurnames(tsv: string): Surname[] {
  const out: Surname[] = [];
  for (const line of tsv.split(/\r?\n/).slice(1)) {
    const [index, surname, compound, junwang = ''] = line.split('\t');
    if (!surname || !/^\d+$/.test(index ?? '')) continue;
    out.push({ index: Number(index), surname, compound: compound === '1', junwang: junwang.trim() });
  }
  return out;
}

/** The book's lines of eight (赵钱孙李 周吴郑王 …): groups of 4 surnames as recited. */
export function recitationLines(list: readonly Surname[], perLine = 4): Surname[][] {
  const out: Surname[][] = [];
  for (let i = 0; i < list.length; i += perLine) out.push(list.slice(i, i + perLine));
  return out;
}

/** Match by the surname itself or its 郡望; '' = all. */
export function searchSurnames(list: readonly Surname[], q: string): Surname[] {
  const s = q.trim();
  if (!s) return [...list];
  return list.filter((x) => x.surname.includes(s) || s.includes(x.surname) || x.junwang.includes(s));
}
