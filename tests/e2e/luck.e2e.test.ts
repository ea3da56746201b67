/** Luck screens in a real browser against the real server: the almanac page and name analysis. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { almanacDay } from '@model/calendar/index';
import { chinaDay } from '@model/datetime';
import { openBrowser, snap, type Browser } from './browser';

let b: Browser;
const base = () => inject('baseUrl');
beforeAll(async () => { b = await openBrowser(); });
afterAll(async () => { await b?.close(); });

/** Today in Asia/Shanghai, as the server computes it. */
const todayShanghai = () => chinaDay(new Date());

describe('luck', () => {
  it("the almanac page shows today's lunar date, 宜 and 忌", async () => {
    const day = almanacDay(todayShanghai());
    const { page } = b;
    await page.goto(`${base()}/#/luck/almanac/index`);
    const view = page.getByRole('region', { name: '黄历日页' });
    await view.waitFor();
    await expect(view.textContent()).resolves.toContain(`农历${day.lunar.monthName}${day.lunar.dayName}`);
    const text = (await view.textContent()) ?? '';
    expect(text).toContain(`${day.ganzhi.day}日`);
    expect(text).toContain('宜');
    expect(text).toContain('忌');
    if (day.recommends[0]) expect(text).toContain(day.recommends[0]);
    if (day.avoids[0]) expect(text).toContain(day.avoids[0]);
    // the month grid marks today and opens another day's page
    const grid = page.getByRole('grid', { name: '月历' });
    await grid.waitFor();
    const other = day.date.endsWith('-01') ? `${day.date.slice(0, 8)}02` : `${day.date.slice(0, 8)}01`;
    await page.locator(`[aria-label^="${other} "]`).click();
    await page.waitForURL(new RegExp(`date=${other}`));
    await expect.poll(async () => (await view.textContent()) ?? '').toContain(`${Number(other.slice(5, 7))}月${Number(other.slice(8))}日`);
    await snap(page, 'luck-almanac');
  });

  it('name analysis of 刘啟尹 shows its five grids', async () => {
    const { page } = b;
    await page.goto(`${base()}/#/luck/cm-detail`);
    await page.getByRole('textbox', { name: '姓名' }).fill('刘啟尹');
    await page.getByRole('button', { name: /测\s*试/ }).click();
    const grids = page.getByRole('table', { name: '五格' });
    await grids.waitFor();
    const cells = async (key: string) => ((await page.locator(`[data-grid="${key}"]`).textContent()) ?? '').replace(/\s+/g, '');
    expect(await cells('tian')).toMatch(/^天格16土吉/);
    expect(await cells('ren')).toMatch(/^人格26土/);
    expect(await cells('di')).toMatch(/^地格15土/);
    expect(await cells('wai')).toMatch(/^外格5土/);
    expect(await cells('zong')).toMatch(/^总格30水/);
    const all = (await page.getByRole('region', { name: '姓名分析' }).textContent()) ?? '';
    expect(all).toContain('liú qǐ yǐn');
    expect(all).toContain('劉');
    await expect(page.getByRole('note').first().textContent()).resolves.toContain('仅供参考');
    await snap(page, 'luck-name-analysis');
  });
});
