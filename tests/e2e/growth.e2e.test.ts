/**
 * Growth in Chromium at 390×844 (issue 21): sign in and see the calendar and the points; add members in the clan
 * editor and claim the task; send a clan red packet paid online through the sandbox provider and grab it as a second
 * user (a member of the clan); request a withdrawal and approve it as finance staff in /ops; the agent's poster carries
 * a QR code that reads back as his link. Screenshots in tests/e2e/.artifacts (growth-*.png).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { openUserBrowser, shot, type Browser } from './browser';
import { call, type User } from './api';
import { E2E_STAFF_PHONE } from './server-setup';

const base = () => inject('baseUrl');
const opened: Browser[] = [];
afterAll(async () => { for (const b of opened) await b.close(); });
const SENDER = '13700000971';
const GRABBER = '13700000972';

async function login(phone: string): Promise<User & Record<string, unknown>> {
  const r = await fetch(`${base()}/app/api/user/login/debug?code=${phone}`);
  return ((await r.json()) as { data: User & Record<string, unknown> }).data;
}

async function browserAs(user: object, width = 390): Promise<Browser> {
  const b = await openUserBrowser(user, 60_000, width);
  opened.push(b);
  return b;
}

/** 100 元 into the wallet through the sandbox recharge. */
async function recharge(u: User): Promise<void> {
  const start = await call<{ outTradeNo: string }>(u, 'GET', '/charge/payment', { optionId: 4 });
  await call(u, 'POST', '/payment/sandbox/pay', { outTradeNo: start.outTradeNo, action: 'pay' });
  await call(u, 'POST', '/charge/confirm', { outTradeNo: start.outTradeNo });
}

describe('growth', () => {
  let sender: User & Record<string, unknown>;
  let b: Browser;
  let projectId = 0;
  let clanId = 0;

  it('sign in: the streak, the points and today marked in the calendar', async () => {
    sender = await login(SENDER);
    b = await browserAs(sender);
    const { page } = b;
    await page.goto(`${base()}/#/mine/task/index`);
    const signBtn = page.getByRole('button', { name: /签到 \+5积分/ });
    await signBtn.click();
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    await expect.poll(() => page.getByTestId('points').innerText()).toBe('5');
    expect(await page.getByTestId('streak').innerText()).toBe('1天');
    const today = await page.getByRole('grid').getByLabel(/已签到/).count();
    expect(today).toBe(1);
    await shot(b, 'growth-task-index');
  });

  it('add members in the clan editor, then claim 每日添加族人', async () => {
    const { page } = b;
    const project = await call<{ id: number }>(sender, 'POST', '/project/add-or-edit', { name: '江夏黄氏', surname: '黄', privacy: 'members' });
    const clan = await call<{ id: number }>(sender, 'POST', '/clan/save', { projectId: project.id, name: '江夏黄氏族谱' });
    projectId = project.id;
    clanId = clan.id;
    await page.goto(`${base()}/#/clan/detail?id=${clan.id}&projectId=${project.id}`, { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('add-founder').getByRole('button', { name: '添加始祖' }).click();
    await page.waitForURL(/kind=child/);
    await page.getByPlaceholder('谱名').fill('香');
    await page.locator('.cl-submit').getByRole('button', { name: '添加', exact: true }).click();
    await expect.poll(() => page.getByTestId('continue-adding').innerText()).toContain('已添加「黄香」');

    await page.goto(`${base()}/#/mine/task/index`);
    const row = page.locator('.zp-task', { hasText: '每日添加族人' });
    await expect.poll(() => row.innerText()).toContain('（1/1）');
    await row.getByRole('button', { name: '领取' }).click();
    await row.getByRole('button', { name: '已领取' }).waitFor();
    await expect.poll(() => page.getByTestId('points').innerText()).toBe('10');
    await expect.poll(() => page.locator('.zp-task', { hasText: '添加10位族人' }).innerText()).toContain('（1/10）');
    await shot(b, 'growth-task-claimed');
  });

  it('send a clan red packet paid online (the sandbox provider); a second user of the clan grabs it and puts it in his wallet', async () => {
    const { page } = b;
    await recharge(sender);
    const grabber = await login(GRABBER);
    await call(sender, 'POST', '/clan-team/save', { projectId, phone: GRABBER, role: 'member' });

    await page.goto(`${base()}/#/mine/hongbao/index`);
    await page.getByRole('textbox', { name: '金额' }).fill('2'); // 拼手气, 5 shares (the default)
    await page.getByLabel('发给').selectOption(String(clanId));
    await page.getByText('在线支付', { exact: true }).click();
    await shot(b, 'growth-hongbao-form');
    await page.getByRole('button', { name: '塞钱进红包' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    // the sandbox provider's page: pay ¥2.00, then back to the packet
    await page.waitForURL(/#\/pay\/sandbox/);
    await expect.poll(() => page.locator('.zp-pay-amount__num').innerText()).toMatch(/2\.00/);
    await shot(b, 'growth-hongbao-sandbox');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/hongbao\/index\?id=\d+/);
    await page.getByText(/共¥?2\.00|共2\.00/).waitFor();
    const packetId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    expect(packetId).toBeGreaterThan(0);
    await shot(b, 'growth-hongbao-sent');

    const g = await browserAs(grabber);
    await g.page.goto(`${base()}/#/mine/hongbao/index?id=${packetId}`);
    await g.page.getByRole('button', { name: '抢红包' }).click();
    await g.page.getByTestId('my-grab').waitFor();
    const amount = await g.page.getByTestId('my-grab').innerText();
    expect(amount).toMatch(/\d+\.\d{2}/);
    await g.page.getByRole('button', { name: '存入钱包' }).click();
    await g.page.locator('.zp-hb').getByText('已存入钱包').waitFor();
    await expect.poll(() => g.page.getByText('领取记录').count()).toBe(1);
    await shot(g, 'growth-hongbao-grabbed');
    const cur = await call<{ wallet: number }>(grabber, 'GET', '/user/currency');
    expect(cur.wallet).toBeGreaterThanOrEqual(1);
    expect((cur.wallet / 100).toFixed(2)).toBe(amount.replace(/[^\d.]/g, ''));
  });

  it('request a withdrawal; finance staff approve it in /ops; it shows 已到账', async () => {
    const { page } = b;
    await call(sender, 'POST', '/user/detail/save', { realName: '黄明' });
    await page.goto(`${base()}/#/mine/task/coin`);
    await page.getByRole('textbox', { name: '提现金额' }).fill('10');
    await page.getByRole('button', { name: '申请提现' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.locator('body').innerText()).toContain('审核中');
    await shot(b, 'growth-withdraw-asked');

    const staff = await browserAs(await login(E2E_STAFF_PHONE), 1280);
    await staff.page.goto(`${base()}/#/ops/withdrawals`);
    const row = staff.page.locator('tr', { hasText: '黄明' });
    await row.getByRole('button', { name: '通过并打款' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => staff.page.locator('body').innerText(), { timeout: 30_000 }).toContain('暂无提现申请');
    await shot(staff, 'growth-ops-withdrawals');

    await page.reload();
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toContain('已到账');
    const cur = await call<{ wallet: number; frozen: number }>(sender, 'GET', '/user/currency');
    expect(cur).toMatchObject({ wallet: 10_000 - 1000, frozen: 0 }); // the red packet was paid online, not from the wallet
  });

  it('the 我的 page shows the numbers; the level page shows growth and the table', async () => {
    const { page } = b;
    await page.goto(`${base()}/#/mine/index`);
    const stats = page.getByLabel('我的统计');
    await expect.poll(() => stats.innerText(), { timeout: 30_000 }).toMatch(/1\s*家族[\s\S]*1\s*录入族人[\s\S]*10\s*积分/);
    await shot(b, 'growth-mine');
    await page.goto(`${base()}/#/mine/grade/index`);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 30_000 }).toContain('成长值 10');
    await shot(b, 'growth-grade');
  });

  it('the agent page: join for free, the QR and link carry scene=s=<shareValue>; the saved poster’s QR reads back as the link', async () => {
    const { page } = b;
    await page.goto(`${base()}/#/mine/agent/index`);
    await page.getByRole('button', { name: '免费成为推广员' }).click();
    await page.getByRole('img', { name: '推广二维码' }).waitFor();
    expect(await page.locator('body').innerText()).toContain(`scene=s=${String(sender.shareValue)}`);
    await shot(b, 'growth-agent');
    const poster = page.getByTestId('agent-poster');
    await poster.getByRole('img', { name: '推广海报二维码' }).waitFor();
    await poster.scrollIntoViewIfNeeded();
    await shot(b, 'growth-agent-poster');
    await page.getByRole('button', { name: '保存海报' }).click();
    const src = await page.getByTestId('agent-poster-png').getAttribute('src');
    expect(src).toMatch(/^data:image\/png;base64,/);
    const { data: rgba, info } = await sharp(Buffer.from(src!.split(',')[1], 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), info.width, info.height);
    expect(read?.data).toContain(`scene=s=${String(sender.shareValue)}`);
    expect(read?.data).toContain('#/pages/index/index');
    expect(info).toMatchObject({ width: 600, height: 900 });
  });
});
