/**
 * VIP privileges in print (contract/vip.ts VIP_PRIVILEGES): a non-VIP may not generate the VIP-only format, his sample
 * PDF carries the watermark and his job the normal queue priority; after buying VIP through the sandbox the format is
 * open, the PDF is clean and the job is queued first. The plan page marks the VIP-only formats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { data } from '../helpers/api';
import { bookJobs } from '../../server/db/schema/index';
import { FREE_BOOK_FORMATS, VIP_PRINT_PRIORITY, WATERMARK_TEXT } from '@contract/vip';
import { bookWorld, waitForJob, type BookWorld } from './book-fixture';

let t: TestApp;
let w: BookWorld;

beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  w = await bookWorld(t);
}, 180_000);
afterAll(async () => {
  await t.app.jobs.idle();
  await t.close();
});

async function pdfText(sampleId: number): Promise<string> {
  const dl = data(await w.owner.get('/clan-print/v4/sample/download', { id: sampleId }));
  const res = await t.app.inject({ method: 'GET', url: dl.url, headers: { authorization: `Bearer ${w.ownerToken}` } });
  const doc = await pdfjs.getDocument({ data: new Uint8Array(res.rawPayload), disableFontFace: true, useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('') + '\n';
  await doc.destroy();
  return text;
}

/** The queue priority pg-boss holds for a sample's job. */
async function priorityOf(sampleId: number): Promise<number> {
  const [job] = await t.db.db.select().from(bookJobs).where(eq(bookJobs.sampleId, sampleId));
  const r = await t.db.db.execute(sql`SELECT priority FROM pgboss.job WHERE id = ${job.queueJobId}::uuid`);
  return Number((r as unknown as { rows: { priority: number }[] }).rows[0].priority);
}

describe('VIP privileges in print', () => {
  it('format, watermark and priority follow the VIP of the user who makes the sample', async () => {
    const plan = data(await w.owner.get(`/clan-print/v4/plan/default/${w.clanId}`));
    expect(plan.formats.map((f: { id: number; vipOnly: boolean }) => [f.id, f.vipOnly])).toEqual([[1, false], [9, false], [3, false], [5, true], [8, false]]);
    expect(FREE_BOOK_FORMATS).not.toContain(5);

    // not VIP: 宝塔式 refused; a 欧式 sample is watermarked and queued at the normal priority
    expect((await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 5 })).body).toEqual({ msg: 0, msbox: '宝塔式为会员专享版式，开通VIP会员后可用' });
    const a = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 1, generations: 5, binding: 'hardcover', paper: 'A4' }));
    expect(a.plan.watermark).toBe(true);
    expect(await priorityOf(a.id)).toBe(0);
    expect((await waitForJob(w.owner, a.id)).last.status).toBe('done');
    expect(await pdfText(a.id)).toContain(WATERMARK_TEXT);

    // VIP through the sandbox
    const s = data(await w.owner.get('/vip/plan/payment', { planId: 'month' }));
    data(await w.owner.post('/payment/sandbox/pay', { outTradeNo: s.outTradeNo, action: 'pay' }));
    expect(data(await w.owner.post('/vip/plan/payment/confirm', { outTradeNo: s.outTradeNo })).paid).toBe(true);
    const my = data(await w.owner.get('/vip/my'));
    for (const k of ['no-watermark', 'priority-print', 'all-formats']) expect(my.privileges.find((p: { key: string }) => p.key === k)).toMatchObject({ active: true });

    const b = data(await w.owner.post('/clan-print/v4/sample/create', { clanId: w.clanId, format: 5, generations: 5, binding: 'hardcover', paper: 'A4' }));
    expect(b.plan).toMatchObject({ format: 5, formatName: '宝塔式', watermark: false });
    expect(await priorityOf(b.id)).toBe(VIP_PRINT_PRIORITY);
    expect((await waitForJob(w.owner, b.id)).last.status).toBe('done');
    expect(await pdfText(b.id)).not.toContain(WATERMARK_TEXT);
  }, 240_000);
});
