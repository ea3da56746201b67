/**
 * The import log: one row per problem the reader met and what it did about it. Shown to the user and
 * downloadable; never written into the people's notes.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogRow {
  /** 1-based line in the file (0 when the problem is about the whole file). */
  line: number;
  /** The level-0 record it happened in: its xref (@I1@) or tag (HEAD). */
  record?: string;
  /** The tag of the line (upper-case). */
  tag?: string;
  level: LogLevel;
  /** What was wrong and what was done, in Chinese. */
  message: string;
}

export class ImportLog {
  readonly rows: LogRow[] = [];

  add(row: LogRow): void {
    this.rows.push(row);
  }

  info(line: number, message: string, at: { record?: string; tag?: string } = {}): void {
    this.add({ line, ...at, level: 'info', message });
  }

  warn(line: number, message: string, at: { record?: string; tag?: string } = {}): void {
    this.add({ line, ...at, level: 'warn', message });
  }

  error(line: number, message: string, at: { record?: string; tag?: string } = {}): void {
    this.add({ line, ...at, level: 'error', message });
  }
}

const LEVEL_WORD: Record<LogLevel, string> = { info: '提示', warn: '警告', error: '错误' };

/** The log as a UTF-8 (with BOM) CSV for download: 行号,记录,标签,级别,说明. */
export function logToCsv(rows: readonly LogRow[]): string {
  const cell = (s: string | number | undefined) => {
    const t = String(s ?? '');
    return /[",\n\r]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  const lines = ['行号,记录,标签,级别,说明'];
  for (const r of rows) lines.push([r.line, r.record, r.tag, LEVEL_WORD[r.level], r.message].map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
