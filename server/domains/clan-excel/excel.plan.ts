/**
 * From sheet rows to new members (no writes): resolve fathers (编号, then a sheet 姓名, then a clan member's full
 * name), work out 世 (father's + 1), parse dates with the calendar engine, wives from 配偶, mothers among the
 * father's wives, branches by name; then every new member goes through the member model's validateMember.
 */
import type { ExcelProblem } from '@contract/clan-excel';
import { clanView, generationLabel, validateMember, type ClanMember, type ZibeiPoem } from '../../../model/clan/index';
import { displayName } from '../../../model/member';
import { parseChineseDate } from '../../../model/calendar/parse';
import { rowToMember, type MemberRow } from '../clan-members/index';
import { parseGeneration, parseRank, type SheetRow } from './excel.sheet';

export const TMP = 2_000_000_000;
export interface Planned { sheet: SheetRow; member: ClanMember; wives: ClanMember[]; fatherName: string | null; ok: boolean }
export interface Plan { rows: Planned[]; problems: ExcelProblem[] }

const wifeSurname = (s: string) => s.replace(/氏$/, '').trim();

export function plan(rows: SheetRow[], existing: MemberRow[], clan: { id: number; surname: string; poems: unknown }, branches: { id: number; name: string }[]): Plan {
  const problems: ExcelProblem[] = [];
  const bad = new Set<number>();
  const add = (r: SheetRow, column: string, message: string) => { problems.push({ row: r.row, column, message }); bad.add(r.row); };
  const keys = new Map<string, number>();
  rows.forEach((r, i) => {
    const k = r.cells['编号'];
    if (!k) return;
    if (keys.has(k)) add(r, '编号', `编号「${k}」重复`); else keys.set(k, i);
  });
  const exist = existing.map(rowToMember);
  const exById = new Map(exist.map((m) => [m.id, m]));
  // fathers
  const father: (number | { ex: number } | null)[] = rows.map((r, i) => {
    const v = r.cells['父亲'];
    if (!v) return null;
    if (keys.has(v)) return keys.get(v)!;
    const same = rows.map((x, j) => (j !== i && x.cells['姓名'] === v ? j : -1)).filter((j) => j >= 0);
    if (same.length === 1) return same[0];
    if (same.length > 1) { add(r, '父亲', `父亲「${v}」有多位同名，请填写编号`); return null; }
    const g = parseGeneration(r.cells['世']);
    const ex = exist.filter((m) => !m.husbandId && displayName(m) === v && (g === null || m.generation === g - 1));
    if (ex.length === 1) return { ex: ex[0].id };
    add(r, '父亲', ex.length ? `父亲「${v}」有多位同名，请填写编号` : `父亲「${v}」不存在`);
    return null;
  });
  // generations, walking up fathers in the sheet (a loop is refused)
  const gens: (number | null)[] = rows.map(() => null);
  const genOf = (i: number, seen: Set<number>): number | null => {
    if (gens[i] !== null) return gens[i];
    const r = rows[i];
    const given = r.cells['世'] ? parseGeneration(r.cells['世']) : null;
    if (r.cells['世'] && given === null) { add(r, '世', `世次「${r.cells['世']}」无法识别`); return null; }
    const f = father[i];
    let g: number | null = given;
    if (typeof f === 'number') {
      if (seen.has(i)) { add(r, '父亲', '父子关系成环'); return null; }
      seen.add(i);
      const fg = genOf(f, seen);
      g = fg === null ? null : fg + 1;
    } else if (f) g = exById.get(f.ex)!.generation + 1;
    else if (given === null && !r.cells['父亲']) add(r, '世', '没有父亲的成员须填写世次');
    if (g !== null && given !== null && given !== g) {
      add(r, '世', `世次不符：父亲为${generationLabel(g - 1)}，本人应为${generationLabel(g)}`);
    }
    gens[i] = g;
    return g;
  };
  rows.forEach((_, i) => genOf(i, new Set()));
  const out: Planned[] = rows.map((r, i) => {
    const c = r.cells;
    const full = c['姓名'];
    if (!full) add(r, '姓名', '请填写姓名');
    const surname = clan.surname && full.startsWith(clan.surname) ? clan.surname : full.slice(0, 1);
    const gender = c['性别'] === '' || c['性别'] === '男' || c['性别'] === 'm' ? 'm' : c['性别'] === '女' || c['性别'] === 'f' ? 'f' : null;
    if (!gender) add(r, '性别', `性别「${c['性别']}」应为男或女`);
    const id = TMP + i * 20;
    const f = father[i];
    const m: ClanMember = {
      id, clanId: clan.id, version: 1, gender: gender ?? 'm', surname, name: full.slice(surname.length) || undefined,
      generation: gens[i] ?? 1, lineageFatherId: typeof f === 'number' ? TMP + f * 20 : f ? f.ex : null,
      inChart: gender === 'f', living: false, noHeir: false, uncertain: false, privacy: 'public',
      zi: c['字'] || undefined, hao: c['号'] || undefined, biography: c['备注'] || undefined,
    };
    if (c['行第']) {
      const n = parseRank(c['行第']);
      if (n === null || n > 255) add(r, '行第', `行第「${c['行第']}」无法识别`); else m.birthOrder = n;
    }
    for (const [col, key, label] of [['出生', 'birth', '出生日期'], ['去世', 'death', '去世日期']] as const) {
      if (!c[col]) continue;
      const d = parseChineseDate(c[col]);
      if (d.ok) m[key] = d.dates[0]; else add(r, col, `${label}：${d.reason}`);
    }
    if (c['房支']) {
      const b = branches.find((x) => x.name === c['房支']);
      if (b) m.branchId = b.id; else add(r, '房支', `房支「${c['房支']}」不存在`);
    }
    const names = c['配偶'] ? c['配偶'].split(/[、，,；;\s]+/).filter(Boolean) : [];
    if (names.length > 19) add(r, '配偶', '配偶太多');
    const wives = names.slice(0, 19).map((w, k): ClanMember => ({
      id: id + k + 1, clanId: clan.id, version: 1, gender: 'f', surname: wifeSurname(w) || w, generation: m.generation, husbandId: id,
      spouseType: k === 0 ? '元配' : '继配', spouseOrder: k + 1, inChart: false, living: false, noHeir: false, uncertain: false, privacy: 'public',
    }));
    if (names.length && gender === 'f') add(r, '配偶', '女儿的配偶请写在备注（适某氏）中');
    const fname = typeof f === 'number' ? rows[f].cells['姓名'] : f ? displayName(exById.get(f.ex)!) : null;
    return { sheet: r, member: m, wives, fatherName: fname, ok: true };
  });
  // mothers: a wife of the father
  out.forEach((p, i) => {
    const v = p.sheet.cells['母亲'];
    if (!v) return;
    const f = father[i];
    const pool = typeof f === 'number' ? out[f].wives : f ? exist.filter((w) => w.husbandId === f.ex) : [];
    const hit = pool.find((w) => w.surname === wifeSurname(v) || displayName(w) === v);
    if (hit) p.member.motherId = hit.id; else add(p.sheet, '母亲', `母亲「${v}」不是父亲的配偶`);
  });
  // the member model's rules
  const view = clanView([...exist, ...out.flatMap((p) => [p.member, ...p.wives])]);
  for (const p of out) {
    if (bad.has(p.sheet.row)) continue;
    for (const m of [p.member, ...p.wives]) {
      for (const iss of validateMember(m, view, { poems: clan.poems as ZibeiPoem[] })) {
        if (iss.severity === 'error') add(p.sheet, '', iss.message);
      }
    }
  }
  for (const p of out) p.ok = !bad.has(p.sheet.row);
  problems.sort((a, b) => a.row - b.row);
  return { rows: out, problems };
}
