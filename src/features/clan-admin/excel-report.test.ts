import { describe, expect, it } from 'vitest';
import type { ExcelPreviewReply } from '@contract/clan-excel';
import { dispositionName, reportLines, reportSummary } from './excel-report';

const row = (r: number, name: string, extra: Partial<ExcelPreviewReply['rows'][number]> = {}) => ({
  row: r, name, gender: 'm' as const, generation: 1, fatherName: null, wives: [], birth: null, death: null, motherName: null, notes: [], zibei: null, ok: true, ...extra,
});

describe('Excel import report', () => {
  const preview: ExcelPreviewReply = {
    clanId: 1, clanVersion: 7, memberCount: 5, okRows: 1, okMemberCount: 3, zibeiPoems: [], zibeiMissing: 0,
    rows: [
      row(2, '陈大有', { wives: ['王氏', '李氏'], birth: '乾隆三年三月初五 (1738)' }),
      row(3, '陈德华', { generation: 2, fatherName: '陈大有' }),
      row(4, '陈德明', { generation: null, fatherName: null, ok: false }),
    ],
    problems: [
      { row: 4, column: '父亲', message: '父亲「陈德」不存在' },
      { row: 4, column: '出生', message: '出生日期：没有这个年号' },
      { row: 9, column: '', message: '姓名为空' },
      { row: 3, column: '行第', message: '与兄弟重复' },
    ],
  };
  it('one line per row with its problems, rows the preview could not read included, in row order', () => {
    const lines = reportLines(preview);
    expect(lines.map((l) => l.row)).toEqual([2, 3, 4, 9]);
    expect(lines[0]).toMatchObject({ ok: true, summary: '1世 · 配 王氏、李氏 · 生 乾隆三年三月初五 (1738)' });
    expect(lines[1]).toMatchObject({ ok: false, summary: '2世 · 父 陈大有', problems: ['行第：与兄弟重复'] });
    expect(lines[2]).toMatchObject({ ok: false, problems: ['父亲「陈德」不存在', '出生日期：没有这个年号'] });
    expect(lines[3]).toMatchObject({ ok: false, name: '', problems: ['姓名为空'] });
    expect(reportLines({ ...preview, rows: [row(2, '陈远', { generation: 0 })], problems: [] })[0].summary).toBe('上溯一世');
  });
  it('confirming is offered only when no row has a problem', () => {
    const s = reportSummary(preview);
    expect(s.canConfirm).toBe(false);
    expect(s.bad).toBe(3);
    expect(s.headline).toBe('共 3 行，3 行有问题：可修改表格后重新上传，或只导入无误的 1 行（3 人）');
    expect(s.canImportGood).toBe(true);
    expect(reportSummary({ ...preview, okRows: 0, okMemberCount: 0 })).toMatchObject({ canImportGood: false, headline: '共 3 行，3 行有问题：可修改表格后重新上传' });
    const clean = reportSummary({ ...preview, rows: preview.rows.slice(0, 2), problems: [] });
    expect(clean.canConfirm).toBe(true);
    expect(clean.headline).toBe('共 2 行，将写入 5 人（含配偶），没有发现问题');
    expect(reportSummary({ ...preview, rows: [], problems: [] }).canConfirm).toBe(false);
  });
  it('the download name comes from Content-Disposition', () => {
    expect(dispositionName("attachment; filename*=UTF-8''%E9%99%88%E6%B0%8F%E6%97%8F%E8%B0%B1.xlsx", 'x.xlsx')).toBe('陈氏族谱.xlsx');
    expect(dispositionName('attachment; filename="template.xlsx"', 'x.xlsx')).toBe('template.xlsx');
    expect(dispositionName(null, '族谱.xlsx')).toBe('族谱.xlsx');
  });
});
