/**
 * The Excel import report (contract/clan-excel.ts preview reply) as the screen shows it: one line per sheet row
 * with its problems and what the import inferred, the counts, and what the admin may do: confirm (no problem at
 * all), or import only the good rows (some rows wrong: the bad ones and the rows under them are left out).
 */
import type { ExcelPreviewReply, ExcelProblem } from '@contract/clan-excel';
import { generationLabel } from './stats';

export interface ReportLine {
  row: number;
  name: string;
  /** 十二世 · 父 陈德 · 配 王氏、李氏 · 生 乾隆三年… */
  summary: string;
  /** What the import inferred (姓氏补全, 性别推断, 外孙, 妻室类别). */
  notes: string[];
  problems: string[];
  ok: boolean;
}

/** The server's message names its column already ("父亲「X」不存在", "出生日期：…"); else the column goes first. */
const problemText = (p: ExcelProblem) => (p.column && !p.message.includes(p.column) ? `${p.column}：${p.message}` : p.message);

export function reportLines(r: ExcelPreviewReply): ReportLine[] {
  const byRow = new Map<number, string[]>();
  for (const p of r.problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), problemText(p)]);
  const lines: ReportLine[] = r.rows.map((x) => {
    const problems = byRow.get(x.row) ?? [];
    byRow.delete(x.row);
    const summary = [
      x.generation !== null ? (x.generation > 0 ? `${x.generation}世` : generationLabel(x.generation)) : '',
      x.gender === 'f' ? '女' : '',
      x.zibei ? `字辈「${x.zibei}」` : '',
      x.fatherName ? `父 ${x.fatherName}` : '',
      x.motherName ? `母 ${x.motherName}` : '',
      x.wives.length ? `配 ${x.wives.join('、')}` : '',
      x.birth ? `生 ${x.birth}` : '',
      x.death ? `卒 ${x.death}` : '',
    ].filter(Boolean).join(' · ');
    return { row: x.row, name: x.name, summary, notes: x.notes ?? [], problems, ok: x.ok && problems.length === 0 };
  });
  // Problems of rows the preview could not read (or of the whole sheet, row 0/1).
  for (const [row, problems] of byRow) lines.push({ row, name: row <= 1 ? '表头' : '', summary: '', notes: [], problems, ok: false });
  return lines.sort((a, b) => a.row - b.row);
}

export function reportSummary(r: ExcelPreviewReply) {
  const lines = reportLines(r);
  const bad = lines.filter((l) => !l.ok).length;
  return {
    lines,
    rows: r.rows.length,
    bad,
    memberCount: r.memberCount,
    canConfirm: r.rows.length > 0 && r.problems.length === 0,
    /** Some rows are wrong, some are fine: the admin may import the fine ones alone (confirm with skipBad). */
    canImportGood: r.problems.length > 0 && r.okRows > 0,
    okRows: r.okRows,
    okMemberCount: r.okMemberCount,
    headline: r.rows.length === 0 ? '表格中没有可导入的行'
      : bad ? `共 ${r.rows.length} 行，${bad} 行有问题：可修改表格后重新上传${r.okRows ? `，或只导入无误的 ${r.okRows} 行（${r.okMemberCount} 人）` : ''}`
        : `共 ${r.rows.length} 行，将写入 ${r.memberCount} 人（含配偶），没有发现问题`,
  };
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), or the fallback. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try { return decodeURIComponent(star[1].trim().replace(/^"|"$/g, '')); } catch { /* fall through */ }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}
