import { describe, expect, it } from 'vitest';
import { lunarDayName, previewDate, previewLine } from './date-input';

describe('date input preview', () => {
  it('reads a reign-era date and shows the Gregorian date and 干支', () => {
    const p = previewDate('乾隆三年三月初五');
    expect(p.state).toBe('ok');
    if (p.state !== 'ok') return;
    expect(p.gregorian).toBe('1738年4月23日');
    expect(p.ganzhi).toBe('戊午年');
    expect(p.lunar).toBe('农历三月初五');
    expect(p.traditional).toBe('清乾隆三年戊午三月初五日');
    expect(previewLine(p)).toBe('公历 1738年4月23日 · 戊午年 · 农历三月初五');
  });
  it('reads an ISO date and derives the lunar side', () => {
    const p = previewDate('1738-04-23');
    expect(previewLine(p)).toBe('公历 1738年4月23日 · 戊午年 · 农历三月初五');
  });
  it('keeps a year-only date at year precision', () => {
    const p = previewDate('民国二十年');
    expect(p.state === 'ok' && p.gregorian).toBe('1931年');
    expect(previewLine(p)).toBe('公历 1931年 · 辛未年');
  });
  it('shows the engine reason for an impossible date', () => {
    const p = previewDate('乾隆三年四月三十');
    expect(p).toEqual({ state: 'error', reason: '乾隆三年四月只有二十九天，没有三十' });
    expect(previewLine(p)).toBe('乾隆三年四月只有二十九天，没有三十');
  });
  it('empty text is no date', () => {
    expect(previewDate('  ')).toEqual({ state: 'empty' });
    expect(previewLine(previewDate(''))).toBe('');
  });
  it('names lunar days', () => {
    expect([1, 5, 10, 11, 20, 21, 30].map(lunarDayName)).toEqual(['初一', '初五', '初十', '十一', '二十', '廿一', '三十']);
  });
});
