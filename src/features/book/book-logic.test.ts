import { describe, expect, it } from 'vitest';
import { bySort, groupByCatalog, moveId, nextSort } from './chapters';
import { applyJobEvent, jobView, monotonic, pollInterval } from './job';
import { orderAmount, orderStateView, yuan } from './order-state';

describe('order state display', () => {
  it('unpaid orders can be paid or cancelled', () => {
    expect(orderStateView({ status: 0, expressStatus: 0 })).toMatchObject({ label: '待支付', step: 1, actions: ['pay', 'cancel'] });
  });
  it('paid orders show printing, then shipping with 确认收货', () => {
    expect(orderStateView({ status: 1, expressStatus: 0 })).toMatchObject({ label: '印制中', step: 2, actions: [] });
    expect(orderStateView({ status: 1, expressStatus: 1 })).toMatchObject({ label: '已发货', actions: ['complete'] });
  });
  it('completed and cancelled orders have no actions', () => {
    expect(orderStateView({ status: 2, expressStatus: 2 })).toMatchObject({ label: '已完成', step: 4, actions: [] });
    expect(orderStateView({ status: -1, expressStatus: 0 })).toMatchObject({ label: '已取消', step: -1, actions: [] });
    expect(orderStateView({ status: 7, expressStatus: 0 }).label).toBe('未知状态');
  });
  it('prices in fen', () => {
    expect(orderAmount(12_000, 3, 1_500)).toBe(37_500);
    expect(orderAmount(12_345, 3, 1_500, 90)).toBe(37_035 - 3_703 + 1_500); // a 9折 print card: the books only, rounded down
    expect(yuan(37_500)).toBe('375.00');
    expect(yuan(5)).toBe('0.05');
  });
});

describe('job progress', () => {
  it('maps the job states to the bar', () => {
    expect(jobView({ status: 'queued', progress: 0, pages: 0, leaves: 0, unit: '叶', error: '' })).toMatchObject({ percent: 0, active: true });
    expect(jobView({ status: 'running', progress: 42, pages: 0, leaves: 0, unit: '叶', error: '' }).text).toBe('正在排版生成 42%');
    expect(jobView({ status: 'done', progress: 99, pages: 120, leaves: 60, unit: '叶', error: '' })).toMatchObject({ percent: 100, done: true, text: '生成完成，共60叶（120页）' });
    expect(jobView({ status: 'done', progress: 100, pages: 120, leaves: 120, unit: '页', error: '' }).text).toBe('生成完成，共120页');
    expect(jobView({ status: 'failed', progress: 30, pages: 0, leaves: 0, unit: '叶', error: '服务重启，请重新生成' })).toMatchObject({ failed: true, text: '服务重启，请重新生成' });
  });
  it('polls only while queued or running, and never moves back', () => {
    expect(pollInterval({ status: 'running' })).toBe(800);
    expect(pollInterval({ status: 'done' })).toBe(false);
    expect(monotonic(60, 40)).toBe(60);
  });
  it('polls every 5 s as a fallback while the realtime topic is live', () => {
    expect(pollInterval({ status: 'running' }, true)).toBe(5000);
    expect(pollInterval({ status: 'queued' }, true)).toBe(5000);
    expect(pollInterval({ status: 'failed' }, true)).toBe(false);
  });
  it('applies book.job events of its own job; done and failed mean fetch again', () => {
    const job = { id: 4, status: 'queued' as const, progress: 0, pages: 0 };
    const ev = (status: 'queued' | 'running' | 'done' | 'failed', progress: number, jobId = 4) => ({ type: 'book.job' as const, sampleId: 1, jobId, status, progress });
    expect(applyJobEvent(job, ev('running', 30))).toEqual({ id: 4, status: 'running', progress: 30, pages: 0 });
    expect(applyJobEvent({ ...job, status: 'running', progress: 50 }, ev('running', 30))).toMatchObject({ progress: 50 });
    expect(applyJobEvent(job, ev('running', 30, 5))).toBeNull();
    expect(applyJobEvent(job, ev('done', 100))).toBeNull();
    expect(applyJobEvent(job, ev('failed', 40))).toBeNull();
  });
});

describe('chapter order', () => {
  it('sorts by sort then id', () => {
    expect(bySort([{ id: 3, sort: 20 }, { id: 2, sort: 10 }, { id: 1, sort: 10 }]).map((x) => x.id)).toEqual([1, 2, 3]);
  });
  it('groups 谱文 by catalogue order, uncategorised last', () => {
    const items = [
      { id: 1, sort: 2, catalogId: 5 },
      { id: 2, sort: 1, catalogId: 5 },
      { id: 3, sort: 1, catalogId: null },
      { id: 4, sort: 1, catalogId: 6 },
    ];
    const g = groupByCatalog(items, [{ id: 5, name: '传记', sort: 2 }, { id: 6, name: '祠堂记', sort: 1 }]);
    expect(g.map((x) => [x.name, x.items.map((i) => i.id)])).toEqual([['祠堂记', [4]], ['传记', [2, 1]], ['未分类', [3]]]);
  });
  it('moves an item up or down, not past the ends', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
    expect(nextSort([{ id: 1, sort: 30 }])).toBe(40);
    expect(nextSort([])).toBe(10);
  });
});

describe('chapter text', () => {
  it('turns cleaned HTML into paragraphs and back', async () => {
    const { htmlToText, textToHtml } = await import('./chapters');
    expect(htmlToText('<h2>谱序</h2><p>吾族&amp;世居<b>颍川</b>。</p><p>今重修。<br>谨序</p>')).toBe('谱序\n吾族&世居颍川。\n今重修。\n谨序');
    expect(textToHtml('吾族 <世居>\n\n今重修')).toBe('<p>吾族 &lt;世居&gt;</p><p>今重修</p>');
    expect(htmlToText(textToHtml('甲\n乙'))).toBe('甲\n乙');
  });
});

describe('plan draft', () => {
  it('applies the draft of the same clan only', async () => {
    const { mergedPlan } = await import('./book.atoms');
    const def = { clanId: 1, format: 1, formatName: '欧式', generations: 0, rootId: null, rootName: '', coverId: 1, innerPageId: 1, binding: 'thread', paper: 'A4', title: '陈氏族谱', edition: '' } as const;
    expect(mergedPlan(def, { clanId: 1, format: 9, title: undefined })).toMatchObject({ format: 9, title: '陈氏族谱' });
    expect(mergedPlan(def, { clanId: 2, format: 9 }).format).toBe(1);
  });
});
