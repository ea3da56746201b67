import { describe, expect, it } from 'vitest';
import { canOpen, menuSections, type OpsScreen } from './ops-menu';

const load = () => Promise.resolve({ default: () => null });
const screens: OpsScreen[] = [
  { path: '', title: '首页', load },
  { path: 'staff', title: '工作人员', role: 'admin', load },
  { path: 'refunds', title: '退款', role: 'finance', load },
];

describe('ops menu', () => {
  it('lists the common section and one section per role he holds', () => {
    const s = menuSections(screens, ['finance']);
    expect(s.map((x) => [x.title, x.items.map((i) => i.path)])).toEqual([['概览', ['']], ['财务', ['refunds']]]);
  });

  it('gives an admin every section, empty ones included', () => {
    expect(menuSections(screens, ['admin']).map((x) => x.title)).toEqual(['概览', '超级管理员', '运营', '客服', '审核', '财务']);
  });

  it('opens a screen for its role or admin only', () => {
    expect(canOpen(screens[2], ['finance'])).toBe(true);
    expect(canOpen(screens[2], ['operator'])).toBe(false);
    expect(canOpen(screens[2], ['admin'])).toBe(true);
    expect(canOpen(screens[0], ['service'])).toBe(true);
  });
});
