/** Excel import tests: a workbook from rows, a row by column name, and the multipart upload of a sheet. */
import ExcelJS from 'exceljs';
import { EXCEL_HEADERS } from '../../contract/clan-excel';
import type { TestApp } from '../helpers/test-app';

type Col = (typeof EXCEL_HEADERS)[number];

export async function book(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow([...EXCEL_HEADERS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One sheet row: 编号, 姓名, 性别, 世, 父亲, then any other column by name. */
export const row = (k: string, name: string, sex: string, gen: string, father: string, extra: Partial<Record<Col, string>> = {}) =>
  EXCEL_HEADERS.map((h) => ({ 编号: k, 姓名: name, 性别: sex, 世: gen, 父亲: father, ...extra } as Record<string, string>)[h] ?? '');

export async function upload(t: TestApp, token: string, path: string, file: Buffer, fields: Record<string, string | number>) {
  const b = '----zupu' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`));
  const res = await t.app.inject({ method: 'POST', url: '/app/api' + path, payload: Buffer.concat(parts),
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${b}` } });
  return res.json();
}
