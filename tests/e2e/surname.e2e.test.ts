/**
 * The surname library in Chromium: open 陈 from the library, see its 郡望 (颍川, licensed data) and the platform
 * counts, its pedigree — 颍川郡望 with the public clan of 颍川堂 under it, another 堂号 as its own branch, the
 * members-only clan nowhere — and a staff-written origin with its source; an empty section shows its empty state;
 * set 陈 as my surname; a comment. Screenshots in tests/e2e/.artifacts (surname-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });

async function login(phone: string): Promise<User> {
  return ((await (await fetch(`${base()}/app/api/user/login/debug?code=${phone}`)).json()) as { data: User }).data;
}

async function clan(owner: User, name: string, hall: string, privacy: 'public' | 'members') {
  const p = await call<{ id: number }>(owner, 'POST', '/project/add-or-edit', { name, surname: '陈', privacy });
  await call(owner, 'POST', '/clan/save', { projectId: p.id, name: `${name}族谱`, hall, surname: '陈' });
}

describe('surname library', () => {
  it('open a surname, its 郡望 and pedigree with the public clans, a sourced origin, set it as mine, comment', async () => {
    const owner = await login('13600000311');
    await clan(owner, '吉安陈氏', '颍川堂', 'public');
    await clan(owner, '泉州陈氏', '德星堂', 'public');
    // a second owner: the first already has his 我的家庭 besides these, and 3 families is the free limit
    await clan(await login('13600000312'), '隐秘陈氏', '隐秘堂', 'members');
    const staff = await login(E2E_STAFF_PHONE);
    await call(staff, 'POST', '/ops/surname/contents/save', {
      surname: '陈', kind: 'origin', title: '陈姓源流', summary: '出自妫姓，以国为氏', body: '<p>周武王封舜之后妫满于陈，是为陈胡公。</p>', source: '《元和姓纂》',
    });
    const me = await login('13600000312');
    const b = await openUserBrowser(me, 60_000);
    opened.push(b);
    const { page } = b;

    await page.goto(`${base()}/#/surname/index`);
    await page.getByTestId('sn-陈').first().click();
    await page.getByTestId('sn-junwang').getByText('颍川').waitFor();
    const id = (await call<{ id: number }>(null, 'GET', '/surname/v2/get', { name: '陈' })).id;
    // our two public clans and whatever public 陈 clans the demo data holds; never the members-only one
    const counts = await call<{ clans: number }>(null, 'GET', '/surname/v2/member/info', { id });
    const demo = (await call<{ branches: { clans: unknown[] }[] }>(null, 'GET', '/surname/v2/pedigree', { id })).branches.flatMap((x) => x.clans).length;
    expect(counts.clans).toBe(demo);
    await expect.poll(() => page.getByTestId('sn-hero').textContent()).toContain(`公开族谱 ${counts.clans} 部`);
    await shot(b, 'surname-index');
    await page.getByRole('button', { name: '设为我的姓氏' }).click();
    await page.getByText('这是我的姓氏').waitFor();

    // the pedigree
    await page.getByText('姓氏谱系').click();
    const branches = page.getByTestId('sn-branch');
    await expect.poll(async () => (await branches.allTextContents()).map((t) => t.replace(/郡望 ·.*|堂号 ·.*/, ''))).toEqual(expect.arrayContaining(['颍川郡望', '德星堂']));
    expect((await branches.allTextContents())[0]).toMatch(/^颍川郡望/);
    expect(await page.getByText('隐秘堂').count()).toBe(0);
    await shot(b, 'surname-pedigree');
    await branches.first().click();
    await page.getByText('吉安陈氏族谱').waitFor();
    expect(await page.getByText('泉州陈氏族谱').count()).toBe(0);

    // the staff-written origin, with its source; an unwritten section is empty
    await page.goto(`${base()}/#/surname/v2/source?id=${id}`);
    await page.getByTestId('sn-content').filter({ hasText: '陈姓源流' }).click();
    await page.getByTestId('sn-source').getByText('出处：《元和姓纂》').waitFor();
    await shot(b, 'surname-origin');
    await page.goto(`${base()}/#/surname/ancestor-list?id=${id}`);
    await page.getByText('本姓始祖尚待编写').waitFor();

    // a comment
    await page.goto(`${base()}/#/surname/v2/index?id=${id}`);
    await page.getByPlaceholder(/说说您对本姓的了解/).fill('吉安陈氏，寻颍川宗亲');
    await page.getByRole('button', { name: '发表' }).click();
    await page.getByTestId('sn-comment').filter({ hasText: '吉安陈氏，寻颍川宗亲' }).getByText('赞同 0').click();
    await page.getByTestId('sn-comment').filter({ hasText: '吉安陈氏，寻颍川宗亲' }).getByText('赞同 1').waitFor();
    await shot(b, 'surname-comments');
  });
});
