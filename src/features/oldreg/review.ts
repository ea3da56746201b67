/**
 * The review's edits of the proposed people (pure; the screen keeps the list and saves it whole): rename (a
 * corrected character is no longer doubtful), join a name with the next person's (a name split across two by the
 * reader), split a name in two (two names read as one), change a father; the 字辈 check.
 */
import type { OldregPerson } from '@contract/oldreg';

/** The name with one character changed; that character is no longer doubtful. */
export function rename(people: readonly OldregPerson[], key: number, name: string): OldregPerson[] {
  return people.map((p) => {
    if (p.key !== key) return p;
    const old = [...p.name];
    const next = [...name];
    // the doubtful marks stay on the characters that did not change (same place, same character)
    const doubtful = p.doubtful.filter((i) => i < next.length && next[i] === old[i]);
    return { ...p, name, doubtful };
  });
}

/** `key` and the person after it become one (names joined); the second's children become the first's. */
export function joinNext(people: readonly OldregPerson[], key: number): OldregPerson[] {
  const i = people.findIndex((p) => p.key === key);
  if (i < 0 || i + 1 >= people.length) return [...people];
  const a = people[i];
  const b = people[i + 1];
  const shift = [...a.name].length;
  const merged: OldregPerson = {
    ...a, name: (a.name + b.name).slice(0, 20), doubtful: [...a.doubtful, ...b.doubtful.map((d) => d + shift)],
    wives: [...a.wives, ...b.wives].slice(0, 10), courtesy: a.courtesy ?? b.courtesy, text: `${a.text}${b.text}`.slice(0, 2000),
  };
  return people.filter((p) => p.key !== b.key).map((p) => (p.key === a.key ? merged : p.fatherKey === b.key ? { ...p, fatherKey: a.key } : p));
}

/** The name cut after `at` characters: the rest becomes a new person right after (same 世 and father). */
export function split(people: readonly OldregPerson[], key: number, at: number): OldregPerson[] {
  const i = people.findIndex((p) => p.key === key);
  if (i < 0) return [...people];
  const a = people[i];
  const chars = [...a.name];
  if (at <= 0 || at >= chars.length) return [...people];
  const nextKey = Math.max(...people.map((p) => p.key)) + 1;
  const first: OldregPerson = { ...a, name: chars.slice(0, at).join(''), doubtful: a.doubtful.filter((d) => d < at) };
  const second: OldregPerson = {
    ...a, key: nextKey, name: chars.slice(at).join(''), doubtful: a.doubtful.filter((d) => d >= at).map((d) => d - at),
    wives: [], courtesy: null, text: '', box: null,
  };
  return [...people.slice(0, i), first, second, ...people.slice(i + 1)];
}

/** A person's descendants' keys (a father cannot be one of them). */
export function descendants(people: readonly OldregPerson[], key: number): Set<number> {
  const out = new Set<number>();
  const stack = [key];
  while (stack.length) {
    const k = stack.pop()!;
    for (const p of people) if (p.fatherKey === k && !out.has(p.key)) { out.add(p.key); stack.push(p.key); }
  }
  return out;
}

/** The people who may be `key`'s father: not himself or his descendants; the previous 世 first. */
export function fatherChoices(people: readonly OldregPerson[], key: number): OldregPerson[] {
  const me = people.find((p) => p.key === key);
  const no = descendants(people, key);
  const list = people.filter((p) => p.key !== key && !no.has(p.key));
  const prev = (p: OldregPerson) => (me?.generation != null && p.generation === me.generation - 1 ? 0 : 1);
  return [...list].sort((a, b) => prev(a) - prev(b) || a.key - b.key);
}

export function setFather(people: readonly OldregPerson[], key: number, fatherKey: number | null): OldregPerson[] {
  const father = fatherKey == null ? null : people.find((p) => p.key === fatherKey);
  return people.map((p) => (p.key === key ? { ...p, fatherKey, generation: father?.generation != null ? father.generation + 1 : p.generation } : p));
}

/** The register's most common first character (the surname), for the 字辈 check. */
export function surnameOf(people: readonly OldregPerson[]): string {
  const n = new Map<string, number>();
  for (const p of people) if ([...p.name].length >= 2) n.set(p.name[0], (n.get(p.name[0]) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The 字辈 flag: a two-character given name whose first character is not the poem's for his 世 (as
 * server/ocr/records.ts zibeiFlags). `zibei` maps 世 → character (the detail's). null: nothing to flag.
 */
export function zibeiFlag(p: OldregPerson, zibei: Record<string, string>, surname: string): string | null {
  if (p.generation == null) return null;
  const expected = zibei[String(p.generation)];
  if (!expected) return null;
  const given = [...(surname && p.name.startsWith(surname) ? p.name.slice(surname.length) : p.name)];
  if (given.length !== 2 || given[0] === expected) return null;
  return `字辈应为「${expected}」`;
}
