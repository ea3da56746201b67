/**
 * The clan screens in a real browser against the real server: a new user creates his family from the home
 * screen's guide (/pages/index/index), a clan in it (/clan/admin/manage-clan), sets its 字辈 (/clan/admin/clan-settings), adds the founder, two sons, a
 * wife and a daughter (/clan/admin/add-member) and opens a son (/clan/member/edit); a second user files a correction of a son (/clan/correction);
 * the admin accepts it (/clan/admin/correction → correction-details) and the change and its log entry show
 * (/clan/admin/log). Users log in through the debug login (test server) and are handed to the app's cache.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, openBrowser, snap, type Browser } from './browser';
import { call } from './api';

const base = () => inject('baseUrl');
let admin: Browser;
let visitor: Browser;

const text = async (page: Page) => (await page.locator('body').innerText()).replace(/\s+/g, ' ');
/** The values of the page's form fields (innerText does not include them). */
const fieldValues = (page: Page) => page.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value).join(' '));
const formInput = (page: Page, label: RegExp) => page.locator('.adm-form-item').filter({ hasText: label }).locator('input').first();
const dialogButton = (page: Page, name: string) => page.locator('.adm-dialog').getByRole('button', { name });

beforeAll(async () => {
  admin = await openBrowser();
  visitor = await openBrowser();
  // The server may still be loading the 100,000-member example in the background: be patient.
  for (const b of [admin, visitor]) b.page.setDefaultTimeout(60_000);
});
afterAll(async () => {
  await admin?.close();
  await visitor?.close();
});

describe('clan admin', () => {
  it('clan, 字辈, members; a second user corrects a member; the admin accepts; the log shows it', async () => {
    const owner = await loginAs(admin, '13700000101');
    const other = await loginAs(visitor, '13700000102');
    const page = admin.page;

    // the project, created from the home screen's create-family guide (a new user has no family of his own)
    await page.goto(`${base()}/#/pages/index/index`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '立即创建家族' }).click();
    await formInput(page, /家族名称/).fill('西河林氏');
    await formInput(page, /姓氏/).fill('林');
    await page.getByRole('button', { name: '创建', exact: true }).click();
    await expect.poll(() => page.url()).toContain('/clan/index?id=');
    const project = { id: Number(new URL(page.url().replace('#', '')).searchParams.get('id')) };
    expect(project.id).toBeGreaterThan(0);

    // a clan of the new project
    await page.goto(`${base()}/#/clan/admin/manage-clan?projectId=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '新建族谱' }).click();
    await formInput(page, /族谱名称/).fill('西河林氏族谱');
    await formInput(page, /堂号/).fill('西河堂');
    await page.getByRole('button', { name: '创建族谱' }).click();
    // the new clan's own page, 添加始祖 first
    await expect.poll(() => page.url()).toContain('/clan/detail?id=');
    const clanId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    expect(clanId).toBeGreaterThan(0);
    await page.getByTestId('add-founder').getByRole('button', { name: '添加始祖' }).waitFor();
    await page.goto(`${base()}/#/clan/admin/clan-settings?projectId=${project.id}&clanId=${clanId}`, { waitUntil: 'domcontentloaded' });

    // 字辈 from 一世
    await page.getByRole('button', { name: '添加字辈' }).click();
    await page.getByPlaceholder('如：德厚传家远，诗书继世长').fill('开元启瑞');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => text(page)).toContain('开元启瑞');

    // a 房 branch
    await page.getByRole('button', { name: '添加房支' }).click();
    await page.getByPlaceholder('如 长房、东支').fill('长房');
    await page.locator('.adm-popup-body').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.zp-branches li').first().textContent()).toBe('房长房修改添加下级删除');

    // the founder, two sons, a wife, a daughter
    const q = `projectId=${project.id}&clanId=${clanId}`;
    await page.goto(`${base()}/#/clan/admin/add-member?${q}`);
    await page.getByRole('button', { name: '添加始祖' }).click();
    await page.getByPlaceholder('名字（不含姓）').fill('开宗');
    await page.getByRole('button', { name: '添加始祖' }).click();
    await expect.poll(() => text(page)).toContain('林开宗 · 1世');
    const addChild = async (name: string, daughter = false) => {
      await page.getByPlaceholder('名字（不含姓）').fill(name);
      if (daughter) await page.getByText('女儿', { exact: true }).click();
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => text(page)).toContain(`已添加「林${name}」`);
      await expect.poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 10_000 }).toBe(0); // the toast (1.5 s) is gone
    };
    await addChild('元吉');
    await addChild('元亨');
    await addChild('淑贞', true);
    await page.getByText('添加妻子', { exact: true }).click();
    await page.getByPlaceholder('如：王（显示为王氏）').fill('王');
    await page.getByText('元配', { exact: true }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => text(page)).toContain('已添加「王氏」');

    const root = (await call<{ list: { id: number; name: string }[] }>(owner, 'GET', '/clan-member/list/generation', { clanId, generation: 1 })).list[0]!;
    const family = await call<{ wives: { name: string }[]; children: { id: number; name: string; gender: string }[] }>(owner, 'GET', '/clan-member/family/v2', { id: root.id });
    expect(family.wives.map((w) => w.name)).toEqual(['王氏']);
    expect(family.children.map((c) => `${c.name}/${c.gender}`).sort()).toEqual(['林元亨/m', '林元吉/m', '林淑贞/f']);
    const son = family.children.find((c) => c.name === '林元吉')!;
    const gens = await call<{ list: { generation: number; zibei: string }[] }>(owner, 'GET', '/clan/generation/list', { clanId });
    expect(gens.list.find((g) => g.generation === 2)?.zibei).toBe('元');

    // the member's page opens (view mode)
    await page.goto(`${base()}/#/clan/member/edit?clanId=${clanId}&id=${son.id}&readonly=1`);
    await expect.poll(() => fieldValues(page)).toContain('元吉');
    expect(await text(page)).toContain('林开宗');

    // a second user proposes a correction of the elder son
    const vp = visitor.page;
    await vp.goto(`${base()}/#/clan/correction?id=${son.id}&${q}`);
    await formInput(vp, /^字/).fill('伯亨');
    await vp.getByPlaceholder('依据与说明').fill('据民国老谱');
    await expect.poll(() => text(vp)).toContain('字 （空）→伯亨');
    await vp.getByRole('button', { name: '提交纠错' }).click();
    await expect.poll(async () => (await call<{ list: unknown[] }>(owner, 'GET', '/admin/correction/list', { projectId: project.id })).list.length).toBe(1);
    await snap(vp, 'clan-admin-correction');

    // the admin opens it from the list and accepts
    await page.goto(`${base()}/#/clan/admin/correction?${q}`);
    await page.getByText('林元吉').click();
    await expect.poll(() => text(page)).toContain('字 （空）→伯亨');
    expect(await text(page)).toContain('据民国老谱');
    await page.getByRole('button', { name: '采纳' }).click();
    await dialogButton(page, '采纳').click();
    await expect.poll(() => text(page)).toContain('已采纳');
    expect((await call<{ zi: string | null }>(owner, 'GET', `/clan-member/get/${son.id}`)).zi).toBe('伯亨');
    await snap(page, 'clan-admin-correction-accepted');
    // the member's page shows the accepted change
    await page.goto(`${base()}/#/clan/member/edit?clanId=${clanId}&id=${son.id}&readonly=1`);
    await expect.poll(() => fieldValues(page)).toContain('伯亨');

    // the change is in the operation log
    await page.goto(`${base()}/#/clan/admin/log?${q}`);
    await page.locator('.adm-collapse-panel-header').filter({ hasText: '林元吉' }).first().click();
    await expect.poll(() => text(page)).toContain('字 （空）→伯亨');
    expect(await text(page)).toContain('纠错采纳');
    await snap(page, 'clan-admin-log');
    expect(other.id).not.toBe(owner.id);
  });
});
