/**
 * The surnames themselves, from licensed data (model/reference, SOURCES.md): the 百家姓 in its order with 郡望
 * (surnames.tsv, MIT) and the frequency rank (surname-frequency.tsv, Apache-2.0). Read once; ids are stable: the
 * 百家姓 surnames first (1…502 in text order, a repeated surname kept at its first place), then the ranked surnames
 * not in it, by rank.
 */
import { readFileSync } from 'node:fs';
import { pinyin } from 'pinyin-pro';
import type { Surname } from '@contract/surname';

const HAN = /^\p{Script=Han}{1,2}$/u;

function rows(name: string): string[][] {
  const text = readFileSync(new URL(`../../../model/reference/${name}`, import.meta.url), 'utf8');
  return text.split('\n').slice(1).filter(Boolean).map((l) => l.split('\t'));
}

function build(): Surname[] {
  const rank = new Map<string, number>();
  for (const [s] of rows('surname-frequency.tsv')) if (HAN.test(s) && !rank.has(s)) rank.set(s, rank.size + 1);
  const out: Surname[] = [];
  const seen = new Set<string>();
  const add = (name: string, compound: boolean, bjxIndex: number, junwang: string) => {
    if (seen.has(name) || !HAN.test(name)) return;
    seen.add(name);
    out.push({
      id: out.length + 1, name, compound, bjxIndex, junwang, rank: rank.get(name) ?? 0,
      pinyin: pinyin(name, { mode: 'surname', toneType: 'none', type: 'array' }).join(''),
    });
  };
  for (const [index, surname, compound, junwang] of rows('surnames.tsv')) add(surname, compound === '1', Number(index), junwang ?? '');
  for (const [s] of [...rank.entries()].sort((a, b) => a[1] - b[1]).map(([s]) => [s])) add(s, s.length === 2, 0, '');
  return out;
}

let cache: { list: Surname[]; byName: Map<string, Surname> } | null = null;
function data() {
  if (!cache) {
    const list = build();
    cache = { list, byName: new Map(list.map((s) => [s.name, s])) };
  }
  return cache;
}

export const allSurnames = (): readonly Surname[] => data().list;
export const surnameById = (id: number): Surname | undefined => data().list[id - 1];
export const surnameByName = (name: string): Surname | undefined => data().byName.get(name);

/** The surname a full name starts with (a compound surname first). */
export function surnameOf(fullName: string): Surname | undefined {
  const s = fullName.trim();
  return (s.length >= 3 ? surnameByName(s.slice(0, 2)) : undefined) ?? (s.length >= 2 ? surnameByName(s.slice(0, 2)) : undefined) ?? surnameByName(s.slice(0, 1));
}
