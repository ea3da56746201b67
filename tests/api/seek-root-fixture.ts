/**
 * Clans for the seek-roots tests, made through the API: a project (public or members-only), a clan with a 堂号, a
 * place and one 字辈 poem, and a line of fathers and sons from 世 1 down with birth years, named by the poem.
 */
import { data } from '../helpers/api';
import { seedClan, type Client, type SeededClan } from '../helpers/clan-fixture';
import type { TestApp } from '../helpers/test-app';

export interface ClanSpec {
  name: string;
  surname?: string;
  hall?: string;
  area?: string;
  privacy?: 'public' | 'members';
  poem?: { text: string; start: number };
  /** The line from 世 2 down to this 世 (the root is 世 1). */
  depth: number;
  /** Birth year of 世 g: `base - (depth - g) * 27` (base = the deepest 世's year). */
  baseYear?: number;
  /** Given names of the line by 世 (the rest: the poem's character + 生). */
  names?: Record<number, string>;
  admin?: { nickname?: string; phone?: string };
}

export interface MadeClan extends SeededClan { line: Record<number, number> }

export async function makeClan(t: TestApp, s: ClanSpec): Promise<MadeClan> {
  const surname = s.surname ?? '陈';
  const seeded = await seedClan(t, {
    privacy: s.privacy ?? 'public', admin: s.admin ?? {}, root: false,
    project: { name: `${s.name}家族`, surname },
    clan: {
      name: s.name, hall: s.hall ?? '', area: s.area ?? '',
      poems: s.poem ? [{ id: 1, text: s.poem.text, startGeneration: s.poem.start, mode: '流宗', branchId: null }] : [],
    },
  });
  const chars = s.poem ? [...s.poem.text].filter((ch) => /\p{Script=Han}/u.test(ch)) : [];
  const yearOf = (g: number) => (s.baseYear ?? 1960) - (s.depth - g) * 27;
  const nameOf = (g: number) => s.names?.[g] ?? `${(s.poem && chars[g - s.poem.start]) || '始'}生${g}`;
  const line: Record<number, number> = {};
  const root = data(await seeded.admin.post('/clan-member/save/child', { clanId: seeded.clanId, surname, name: nameOf(1), generation: 1, birthText: `${yearOf(1)}年` }));
  line[1] = root.id;
  for (let g = 2; g <= s.depth; g++) {
    const m = data(await seeded.admin.post('/clan-member/save/child', {
      clanId: seeded.clanId, fatherId: line[g - 1], name: nameOf(g), birthText: `${yearOf(g)}年`, living: g >= s.depth - 1,
    }));
    line[g] = m.id;
  }
  return { ...seeded, line };
}

/** Adds a member under `fatherId` (a brother of someone in the line). */
export async function addChild(admin: Client, clanId: number, fatherId: number, extra: Record<string, unknown>): Promise<number> {
  return data(await admin.post('/clan-member/save/child', { clanId, fatherId, ...extra })).id;
}
