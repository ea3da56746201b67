/** Reading and writing the member sheet (contract/clan-excel.ts describes the columns). */
import type ExcelJS from 'exceljs';

/** exceljs loads on the first import or export (~7 MB of heap an idle server need not hold: issue #25). */
const excel = async () => (await import('exceljs')).default;
import { readZipGuarded, XLSX_LIMITS } from '../../http/zip-guard';
import { EXCEL_HEADERS, EXCEL_MAX_ROWS } from '@contract/clan-excel';
import { numeralValue } from '../../../model/calendar/numerals';
import { MIN_GENERATION } from '../../../model/generations';
import { fail } from '../../http/errors';

export type Header = (typeof EXCEL_HEADERS)[number];
export interface SheetRow { row: number; cells: Record<Header, string> }

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    // a date cell (a birth or death date, not an instant): exceljs gives its UTC midnight, so read it in UTC
    if (v instanceof Date) return `${v.getUTCFullYear()}年${v.getUTCMonth() + 1}月${v.getUTCDate()}日`;
    if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
    if ('text' in v) return String(v.text).trim();
    if ('result' in v) return v.result === undefined ? '' : String(v.result).trim();
    return '';
  }
  return String(v).trim();
}

/** Rows of the first worksheet keyed by header; a missing 姓名 column or a broken file is refused. */
export async function readSheet(data: Buffer): Promise<SheetRow[]> {
  // a zip bomb (shared strings that inflate to hundreds of MB) is refused before exceljs inflates it whole
  readZipGuarded(data, XLSX_LIMITS);
  const wb = new (await excel()).Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    fail('文件不是有效的Excel（.xlsx）文件');
  }
  const ws = wb.worksheets[0];
  if (!ws) fail('Excel文件中没有工作表');
  if (ws.rowCount > EXCEL_MAX_ROWS * 2 || ws.columnCount > 200) fail(`表格过大：最多${EXCEL_MAX_ROWS}行、200列`);
  const cols = new Map<number, Header>();
  ws.getRow(1).eachCell((c, i) => {
    const h = cellText(c.value) as Header;
    if ((EXCEL_HEADERS as readonly string[]).includes(h)) cols.set(i, h);
  });
  if (![...cols.values()].includes('姓名')) fail('表头缺少“姓名”列，请使用导入模板');
  const out: SheetRow[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const cells = Object.fromEntries(EXCEL_HEADERS.map((h) => [h, ''])) as Record<Header, string>;
    const row = ws.getRow(r);
    let any = false;
    for (const [i, h] of cols) {
      const t = cellText(row.getCell(i).value).slice(0, 5000);
      cells[h] = t;
      if (t) any = true;
    }
    if (!any) continue;
    out.push({ row: r, cells });
    if (out.length > EXCEL_MAX_ROWS) fail(`一次最多导入${EXCEL_MAX_ROWS}行`);
  }
  if (!out.length) fail('表格中没有成员数据');
  return out;
}

export async function writeSheet(rows: Record<Header, string | number>[]): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const ws = wb.addWorksheet('成员');
  ws.columns = EXCEL_HEADERS.map((h) => ({ header: h, key: h, width: h === '备注' ? 40 : h === '出生' || h === '去世' ? 22 : 10 }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * "12", "十二", "十二世", "第十二世" → 12; 上溯 ancestors above 一世: "0", "-1", "上溯一世" → 0, "上溯二世" → −1 (down to
 * MIN_GENERATION); null when not a 世.
 */
export function parseGeneration(s: string): number | null {
  const t = s.replace(/^第/, '').replace(/世$/, '').trim();
  const up = /^上溯(.+)$/.exec(t);
  if (up) {
    const n = positive(up[1]);
    return n === null || 1 - n < MIN_GENERATION ? null : 1 - n;
  }
  if (/^[-−－]\d+$/.test(t)) {
    const n = -Number(t.slice(1));
    return n < MIN_GENERATION ? null : n;
  }
  if (t === '0' || t === '〇' || t === '零') return 0;
  return positive(t);
}

function positive(t: string): number | null {
  if (/^\d+$/.test(t)) return Number(t) > 0 ? Number(t) : null;
  try {
    const n = numeralValue(t);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** 行第: "2", "长", "次", "三", "长子", "次女" → number. */
export function parseRank(s: string): number | null {
  const t = s.replace(/[子女男]$/, '').trim();
  if (t === '长') return 1;
  if (t === '次') return 2;
  if (t === '幼' || t === '') return null;
  return positive(t);
}
