/** The clan admin components render the data they are given (server-side render, no DOM needed). */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ExcelPreviewReply } from '@contract/clan-excel';
import { DiffTable } from './DiffTable';
import { ExcelReport } from './ExcelReport';
import { Stat } from './Stat';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('clan admin components', () => {
  it('the diff shows each field, before → after, and marks a value already held', () => {
    const html = renderToStaticMarkup(<DiffTable rows={[
      { label: '出生日期', before: '乾隆三年', after: '乾隆三年三月初五', changed: true },
      { label: '号', before: '', after: '松溪', changed: true },
      { label: '名字', before: '德华', after: '德华', changed: false },
    ]} />);
    const t = text(html);
    expect(t).toContain('出生日期 乾隆三年 → 乾隆三年三月初五');
    expect(t).toContain('号 （空） → 松溪');
    expect(t).toContain('名字 德华 → 德华 （已是此值）');
    expect(html.match(/ca-after/g)).toHaveLength(3);
  });
  it('the Excel report lists bad rows first with their problems, and the headline', () => {
    const preview: ExcelPreviewReply = {
      clanId: 1, clanVersion: 2, memberCount: 2, okRows: 1, okMemberCount: 2, zibeiPoems: [], zibeiMissing: 0,
      rows: [
        { row: 2, name: '陈大有', gender: 'm', generation: 1, fatherName: null, wives: ['王氏'], birth: null, death: null, motherName: null, notes: ['性别未填：按世系中的男丁记为男'], zibei: '德', ok: true },
        { row: 3, name: '陈德华', gender: 'm', generation: 3, fatherName: '陈大有', wives: [], birth: null, death: null, motherName: null, notes: [], zibei: null, ok: false },
      ],
      problems: [{ row: 3, column: '世', message: '世次不符：父亲为一世，本人应为二世' }],
    };
    const t = text(renderToStaticMarkup(<ExcelReport preview={preview} />));
    expect(t).toContain('共 2 行，1 行有问题：可修改表格后重新上传，或只导入无误的 1 行（2 人）');
    expect(t.indexOf('第3行 陈德华')).toBeLessThan(t.indexOf('第2行 陈大有'));
    expect(t).toContain('世次不符：父亲为一世，本人应为二世');
    expect(t).toContain('1世 · 字辈「德」 · 配 王氏');
    expect(t).toContain('性别未填：按世系中的男丁记为男');
    const only = text(renderToStaticMarkup(<ExcelReport preview={preview} onlyProblems />));
    expect(only).not.toContain('陈大有 ');
  });
  it('a stat shows its number and label', () => {
    expect(text(renderToStaticMarkup(<Stat n={128} l="总人数" />))).toBe('128 总人数');
  });
});
