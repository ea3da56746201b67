/**
 * Tests of the clan generator (model/clan/generator.ts) and of this script. They live here
 * because vitest's `include` does not cover tests/fixtures.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseChineseDate } from '../model/calendar';
import type { ChineseDate } from '../model/calendar/types';
import { validateClan } from '../model/clan/validate';
import { zibeiChar } from '../model/generations';
import { isBloodMember, parseOrientation, type ClanMember } from '../model/member';
import { decodeTreePack } from '../model/tree-pack';
import { renderSurnamesModule } from '../model/clan/gen/gen-surnames';
import { generateClanData, type GeneratedClan } from '../model/clan/generator';
import { main, parseArgs } from './generate-clan';

const share = (members: ClanMember[], f: (m: ClanMember) => boolean) => members.filter(f).length / members.length;

describe('clan generator', () => {
  let clan: GeneratedClan;
  beforeAll(() => {
    clan = generateClanData({ members: 100_000, seed: 1 });
  });

  it('makes exactly N members with unique ids, deterministic for a seed', () => {
    const a = generateClanData({ members: 3000, seed: 9 });
    const b = generateClanData({ members: 3000, seed: 9 });
    const c = generateClanData({ members: 3000, seed: 10 });
    expect(a.members).toHaveLength(3000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.members)).not.toBe(JSON.stringify(c.members));
    expect(new Set(clan.members.map((m) => m.id)).size).toBe(100_000);
    expect(generateClanData({ members: 1 }).members).toHaveLength(1);
  });

  it('passes every model rule (no errors)', () => {
    for (const g of [clan, generateClanData({ members: 20_000, seed: 2 })]) {
      const issues = validateClan(g.members, { poems: g.clan.poems, branches: g.clan.branches });
      expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    }
  });

  it('100k members span 25–40 generations from one 始祖', () => {
    expect(clan.generations).toBeGreaterThanOrEqual(25);
    expect(clan.generations).toBeLessThanOrEqual(40);
    const roots = clan.members.filter((m) => isBloodMember(m) && m.lineageFatherId == null && m.motherId == null);
    expect(roots.map((m) => [m.generation, m.founderRole])).toEqual([[1, '始祖']]);
  });

  it('names carry the 字辈 character of their generation and branch poem', () => {
    const { poems, branches } = clan.clan;
    expect(poems.map((p) => p.title)).toEqual(['一修派语', '续派', expect.stringMatching(/^.房派语$/)]);
    const men = clan.members.filter((m) => m.gender === 'm' && isBloodMember(m) && m.generation >= 6);
    for (const m of men.slice(0, 5000)) expect(m.name).toContain(zibeiChar(poems, m.generation, m.branchId ?? null, branches));
    const brothers = new Map<number, Set<string>>();
    for (const m of men) {
      if (m.lineageFatherId == null) continue;
      const set = brothers.get(m.lineageFatherId) ?? new Set();
      expect(set.has(m.name!)).toBe(false); // brothers have different names
      brothers.set(m.lineageFatherId, set.add(m.name!));
    }
    expect(clan.members.some((m) => m.zi?.startsWith('伯'))).toBe(true);
    expect(clan.members.some((m) => m.hao)).toBe(true);
  });

  it('has the variety of a real book', () => {
    const ms = clan.members;
    const types = (f: (m: ClanMember) => string | undefined) => new Set(ms.map(f).filter(Boolean));
    expect(types((m) => m.adoption?.type)).toEqual(new Set(['出继', '入继', '兼祧', '抚子', '寄子', '赘婿']));
    expect(types((m) => m.spouseType)).toEqual(new Set(['元配', '配', '继配', '侧室', '娶', '聘']));
    expect(share(ms, (m) => m.husbandId != null)).toBeGreaterThan(0.25);
    expect(share(ms, (m) => m.gender === 'f' && isBloodMember(m))).toBeGreaterThan(0.1);
    expect(ms.some((m) => m.inChart && m.marriedTo?.startsWith('适'))).toBe(true);
    expect(share(ms, (m) => m.living === true)).toBeGreaterThan(0.05);
    expect(ms.filter((m) => m.living).every((m) => (m.birth?.gregorian?.year ?? m.birth?.lunarYear ?? 2000) >= 1920)).toBe(true);
    expect(share(ms, (m) => m.noHeir === true)).toBeGreaterThan(0.02);
    expect(ms.some((m) => m.uncertain)).toBe(true);
    expect(ms.some((m) => m.titles?.length)).toBe(true);
    expect(ms.some((m) => m.biography)).toBe(true);
    expect(ms.some((m) => m.photos?.length)).toBe(true);
    expect(ms.some((m) => (m.clanRank ?? 0) > 5)).toBe(true);
    expect(clan.clan.branches.some((b) => b.kind === '支')).toBe(true);
  });

  it('dates: eras with 干支 and 时辰, 民国, Gregorian, 待考 — and each is what parsing its text gives', () => {
    const dates = new Set<ChineseDate>();
    for (const m of clan.members) {
      if (m.birth) dates.add(m.birth);
      if (m.death) dates.add(m.death);
    }
    const all = [...dates];
    const has = (re: RegExp) => all.some((d) => re.test(d.original));
    expect(has(/^清.+[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥].+日[子丑寅卯辰巳午未申酉戌亥]时$/)).toBe(true);
    expect(has(/^明.+间$/)).toBe(true);
    expect(has(/^民国/)).toBe(true);
    expect(has(/^\d{4}年\d+月\d+日$/)).toBe(true);
    expect(has(/^\d{4}年农历/)).toBe(true);
    expect(has(/^待考$/)).toBe(true);
    for (const d of all) {
      const r = parseChineseDate(d.original);
      expect(r.ok && r.dates.some((p) => isDeepStrictEqual(p, d)), d.original).toBe(true);
    }
  });

  it('burials have valid 坐向 and 合葬 on both records', () => {
    const byId = new Map(clan.members.map((m) => [m.id, m]));
    const buried = clan.members.filter((m) => m.burial);
    expect(buried.length).toBeGreaterThan(1000);
    for (const m of buried) {
      if (m.burial!.orientation) expect(parseOrientation(m.burial!.orientation).ok).toBe(true);
      for (const j of m.burial!.jointWith ?? []) expect(byId.get(j)!.burial!.jointWith).toContain(m.id);
    }
  });
});

describe('surnames.generated.ts', () => {
  it('is what gen-surnames.ts renders from model/reference/surnames.tsv (run `npx tsx model/clan/gen/gen-surnames.ts`)', () => {
    const tsv = readFileSync(new URL('../model/reference/surnames.tsv', import.meta.url), 'utf8');
    const module = readFileSync(new URL('../model/clan/gen/surnames.generated.ts', import.meta.url), 'utf8');
    expect(module).toBe(renderSurnamesModule(tsv));
  });
});

describe('npm run gen:clan', () => {
  it('parses its options', () => {
    expect(parseArgs(['--members', '100', '--seed=7', '--out', 'x.pack'])).toEqual({ members: 100, seed: 7, out: 'x.pack' });
    expect(() => parseArgs(['--members', '0'])).toThrow('--members must be a positive integer');
    expect(() => parseArgs(['--members', '5', '--out', 'x.csv'])).toThrow('--out must end in');
    expect(() => parseArgs(['--bogus'])).toThrow('unknown option --bogus');
  });

  it('writes JSON and (gzipped) packs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gen-clan-'));
    main(['--members', '500', '--seed', '4', '--out', join(dir, 'c.json')]);
    main(['--members', '500', '--seed', '4', '--out', join(dir, 'c.pack.gz')]);
    const json = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8'));
    expect(json.members).toEqual(JSON.parse(JSON.stringify(generateClanData({ members: 500, seed: 4 }).members)));
    const pack = decodeTreePack(gunzipSync(readFileSync(join(dir, 'c.pack.gz'))));
    expect(pack.count).toBe(500);
    expect(pack.branches.ids.length).toBe(json.clan.branches.length);
  });
});
