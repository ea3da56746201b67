/** Name analysis (/named/score) gives each character its 五行 by the 字形 method, or by the initial of its reading (五音) where the radical has none (char-wuxing.ts). */
import { describe, expect, it } from 'vitest';
import { apiClient, data } from '../helpers/api';
import { useTestApp } from '../helpers/clan-fixture';

const t = useTestApp();

describe('五行 of each character in the analysis', () => {
  it('林浩明: 木 水 火; 张 (弓, no element by its radical): 金 by zh', async () => {
    const guest = apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
    const r = data(await guest.get('/named/score', { name: '林浩明' }));
    expect(r.chars.map((c: { char: string; wuxing: string | null }) => `${c.char}${c.wuxing ?? '—'}`)).toEqual(['林木', '浩水', '明火']);
    const z = data(await guest.get('/named/score', { name: '张铭' }));
    expect(z.chars.map((c: { wuxing: string | null }) => c.wuxing)).toEqual(['金', '金']);
  });
});
