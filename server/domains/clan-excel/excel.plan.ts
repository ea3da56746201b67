/**
 * From sheet rows to new members (no writes): resolve fathers (编号, then a sheet 姓名, then a clan member's full
 * name) — or, for a daughter's child entered under his mother (外孙，随母入谱), the mother among the clan's
 * daughters —, work out 世 (parent's + 1), parse dates with the calendar engine, names written without the surname,
 * wives from 配偶 ("王氏(續)", "继配李氏", "劉菊梅"), mothers among the father's wives, branches by name, gender when
 * the column is empty (from 行第 "长女", an unnamed 长女, being a 外孙's mother); then every new member goes through
 * the member model's validateMember. A row is bad when it has a problem or its parent's row is bad; the good rows
 * can be imported alone (confirm with `skipBad`).
 */
import type { ExcelProblem } from '@contract/clan-excel';
import { clanView, generationLabel, isDaughter, validateMember, zibeiChar, type ClanMember, type ZibeiPoem } from '../../../model/clan/index';
import { displayName } from '../../../model/member';
import { parseChineseDate } from '../../../model/calendar/parse';
import { rowToMember, type MemberRow } from '../clan-members/index';
import { parseWife, splitMemberName, splitWives, type ParsedWife } from './excel.names';
import { parseGeneration, parseRank, type SheetRow } from './excel.sheet';

export const TMP = 2_000_000_000;
export interface Planned {
  sheet: SheetRow; member: ClanMember; wives: ClanMember[]; fatherName: string | null; motherName: string | null;
  /** What the import inferred (surname added, gender, 外孙, wife types) — shown on the preview. */
  notes: string[];
  zibei: string | null;
  /** The sheet row (index) this row hangs under (father or, for a 外孙, mother), or null. */
  parentRow: number | null;
  ok: boolean;
}
export interface Plan { rows: Planned[]; problems: ExcelProblem[] }

type Ref = number | { ex: number } | null;

const GENDER_M = new Set(['男', 'm', 'M', '男丁', '子']);
const GENDER_F = new Set(['女', 'f', 'F']);

export function plan(rows: SheetRow[], existing: MemberRow[], clan: { id: number; surname: string; poems: unknown }, branches: { id: number; name: string }[]): Plan {
  const problems: ExcelProblem[] = [];
  const bad = new Set<number>();
  const add = (r: SheetRow, column: string, message: string) => { problems.push({ row: r.row, column, message }); bad.add(r.row); };
  const poems = (clan.poems ?? []) as ZibeiPoem[];
  const keys = new Map<string, number>();
  rows.forEach((r, i) => {
    const k = r.cells['编号'];
    if (!k) return;
    if (keys.has(k)) add(r, '编号', `编号「${k}」重复`); else keys.set(k, i);
  });
  const exist = existing.map(rowToMember);
  const exById = new Map(exist.map((m) => [m.id, m]));
  /** A row of the sheet (编号, else a unique 姓名) or a clan member (full name, of 世 `gen` when given) matching `v`. */
  const resolve = (r: SheetRow, i: number, column: '父亲' | '母亲', v: string, pick: (m: ClanMember) => boolean, gen: number | null): Ref => {
    if (keys.has(v)) return keys.get(v)!;
    const same = rows.map((x, j) => (j !== i && x.cells['姓名'] === v ? j : -1)).filter((j) => j >= 0);
    if (same.length === 1) return same[0];
    if (same.length > 1) { add(r, column, `${column}「${v}」有多位同名，请填写编号`); return null; }
    const ex = exist.filter((m) => pick(m) && displayName(m) === v && (gen === null || m.generation === gen - 1));
    if (ex.length === 1) return { ex: ex[0].id };
    add(r, column, ex.length ? `${column}「${v}」有多位同名，请填写编号` : `${column}「${v}」不存在`);
    return null;
  };
  const genGiven = (r: SheetRow) => (r.cells['世'] ? parseGeneration(r.cells['世']) : null);
  // fathers; a row without a father whose 母亲 is a daughter of the clan is her child (外孙，随母入谱)
  const father: Ref[] = rows.map((r, i) => (r.cells['父亲'] ? resolve(r, i, '父亲', r.cells['父亲'], (m) => !m.husbandId, genGiven(r)) : null));
  const underMother: Ref[] = rows.map((r, i) => {
    if (r.cells['父亲'] || !r.cells['母亲']) return null;
    return resolve(r, i, '母亲', r.cells['母亲'], (m) => isDaughter(m), genGiven(r));
  });
  const parentOf = (i: number): Ref => father[i] ?? underMother[i];
  // gender: the column, else inferred
  const notes: string[][] = rows.map(() => []);
  const gender: ('m' | 'f' | null)[] = rows.map((r, i) => {
    const g = r.cells['性别'];
    if (GENDER_M.has(g)) return 'm';
    if (GENDER_F.has(g)) return 'f';
    if (g) { add(r, '性别', `性别「${g}」应为男或女`); return null; }
    if (/女$/.test(r.cells['行第'])) { notes[i].push(`性别未填：据行第「${r.cells['行第']}」推断为女`); return 'f'; }
    if (/^(长|長|次|三|四|五|六|七|八|九|十|幼)女$/.test(r.cells['姓名'])) { notes[i].push(`性别未填：据「${r.cells['姓名']}」推断为女`); return 'f'; }
    const child = rows.findIndex((_, j) => underMother[j] === i);
    if (child >= 0) { notes[i].push(`性别未填：为第${rows[child].row}行之母，推断为女`); return 'f'; }
    notes[i].push('性别未填：按世系中的男丁记为男');
    return 'm';
  });
  underMother.forEach((mo, i) => {
    if (mo === null) return;
    const r = rows[i];
    if (typeof mo === 'number' && gender[mo] !== 'f') add(r, '母亲', `母亲「${r.cells['母亲']}」不是本族女儿；子女请填写父亲`);
  });
  // generations, walking up parents in the sheet (a loop is refused)
  const gens: (number | null)[] = rows.map(() => null);
  const done = new Set<number>();
  const genOf = (i: number, seen: Set<number>): number | null => {
    if (done.has(i)) return gens[i];
    const r = rows[i];
    const given = genGiven(r);
    if (r.cells['世'] && given === null) { add(r, '世', `世次「${r.cells['世']}」无法识别`); done.add(i); return null; }
    const f = parentOf(i);
    let g: number | null = given;
    if (typeof f === 'number') {
      if (seen.has(i)) { add(r, father[i] !== null ? '父亲' : '母亲', '父子关系成环'); return null; }
      seen.add(i);
      const fg = genOf(f, seen);
      g = fg === null ? null : fg + 1;
    } else if (f) g = exById.get(f.ex)!.generation + 1;
    else if (given === null && !r.cells['父亲'] && !r.cells['母亲']) add(r, '世', '没有父亲的成员须填写世次');
    if (g !== null && given !== null && given !== g) {
      add(r, '世', `世次不符：${father[i] === null && underMother[i] !== null ? '母亲' : '父亲'}为${generationLabel(g - 1)}，本人应为${generationLabel(g)}`);
    }
    gens[i] = g;
    done.add(i);
    return g;
  };
  rows.forEach((_, i) => genOf(i, new Set()));
  const nameOf = (ref: Ref): string | null => (typeof ref === 'number' ? rows[ref].cells['姓名'] : ref ? displayName(exById.get(ref.ex)!) : null);
  const out: Planned[] = rows.map((r, i) => {
    const c = r.cells;
    const full = c['姓名'];
    if (!full) add(r, '姓名', '请填写姓名');
    const id = TMP + i * 20;
    const f = father[i];
    const mo = underMother[i];
    const isGrandson = f === null && mo !== null;
    const n = splitMemberName(full, isGrandson ? '' : clan.surname);
    if ('note' in n && n.note) notes[i].push(n.note);
    if (isGrandson) notes[i].push(`随母入谱（外孙）：母 ${c['母亲']}${n.surname && n.surname !== clan.surname ? `，从父姓${n.surname}` : ''}`);
    const g = gender[i] ?? 'm';
    const m: ClanMember = {
      id, clanId: clan.id, version: 1, gender: g, surname: n.surname || full.slice(0, 1), name: 'name' in n ? n.name : undefined,
      generation: gens[i] ?? 1, lineageFatherId: typeof f === 'number' ? TMP + f * 20 : f ? f.ex : null,
      motherId: typeof mo === 'number' ? TMP + mo * 20 : mo ? mo.ex : null,
      inChart: g === 'f', living: false, noHeir: false, uncertain: false, privacy: 'public',
      zi: c['字'] || undefined, hao: c['号'] || undefined, biography: c['备注'] || undefined,
    };
    if ('daughterRank' in n && n.daughterRank) m.birthOrder = n.daughterRank;
    if (c['行第']) {
      const k = parseRank(c['行第']);
      if (k === null || k > 255) add(r, '行第', `行第「${c['行第']}」无法识别`); else m.birthOrder = k;
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
    const written = c['配偶'] ? splitWives(c['配偶']) : [];
    if (written.length > 19) add(r, '配偶', '配偶太多');
    const parsed: ParsedWife[] = [];
    for (const w of written.slice(0, 19)) {
      const p = parseWife(w);
      if (p) parsed.push(p); else add(r, '配偶', `配偶「${w}」无法识别姓氏`);
    }
    const wives = parsed.map((w, k): ClanMember => {
      const type = w.spouseType ?? (k === 0 ? '元配' : '继配');
      const wife: ClanMember = {
        id: id + k + 1, clanId: clan.id, version: 1, gender: 'f', surname: w.surname, name: w.name, generation: m.generation, husbandId: id,
        spouseType: type, spouseOrder: k + 1, inChart: false, living: false, noHeir: false, uncertain: false, privacy: 'public',
        origin: w.origin, biography: w.note,
      };
      const show = [type, w.origin, w.note].filter(Boolean).join('，');
      if (w.text !== `${w.surname}氏` || w.spouseType) notes[i].push(`配偶「${w.text}」记为${displayName(wife)}（${show}）`);
      return wife;
    });
    if (written.length && g === 'f') add(r, '配偶', '女儿的配偶请写在备注（适某氏）中');
    const zibei = g === 'm' && gens[i] !== null ? zibeiChar(poems, gens[i]!, m.branchId ?? null) ?? null : null;
    return {
      sheet: r, member: m, wives, fatherName: nameOf(f), motherName: isGrandson ? nameOf(mo) : null, notes: notes[i], zibei,
      parentRow: typeof f === 'number' ? f : typeof mo === 'number' ? mo : null, ok: true,
    };
  });
  // mothers: a wife of the father
  out.forEach((p, i) => {
    const v = p.sheet.cells['母亲'];
    const f = father[i];
    if (!v || f === null) return;
    const w = parseWife(v);
    const pool = typeof f === 'number' ? out[f].wives : exist.filter((x) => x.husbandId === f.ex);
    const hit = pool.find((x) => displayName(x) === v || (w && x.surname === w.surname && (!w.name || x.name === w.name)));
    if (hit) { p.member.motherId = hit.id; p.motherName = displayName(hit); } else add(p.sheet, '母亲', `母亲「${v}」不是父亲的配偶`);
  });
  // the member model's rules
  const view = clanView([...exist, ...out.flatMap((p) => [p.member, ...p.wives])]);
  for (const p of out) {
    if (bad.has(p.sheet.row)) continue;
    for (const m of [p.member, ...p.wives]) {
      for (const iss of validateMember(m, view, { poems })) {
        if (iss.severity === 'error') add(p.sheet, '', iss.message);
        else if (iss.code === 'zibei-missing') p.notes.push(iss.message);
      }
    }
  }
  // a row under a bad row cannot be imported without it
  const under = (i: number, seen = new Set<number>()): number | null => {
    const pr = out[i].parentRow;
    if (pr === null || seen.has(pr)) return null;
    seen.add(pr);
    return bad.has(out[pr].sheet.row) ? pr : under(pr, seen);
  };
  const blocked = out.map((_, i) => (bad.has(out[i].sheet.row) ? null : under(i)));
  blocked.forEach((b, i) => { if (b !== null) add(out[i].sheet, '', `上级第${out[b].sheet.row}行有问题，本行须随之修改后再导入`); });
  for (const p of out) p.ok = !bad.has(p.sheet.row);
  problems.sort((a, b) => a.row - b.row);
  return { rows: out, problems };
}
