/**
 * The order screen shows its times in China time (server-side render with the order in the query cache, no DOM).
 * antd-mobile is replaced by stand-ins that render their children, extra and description (its CommonJS build
 * imports CSS, which node cannot load).
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('antd-mobile', async () => {
  const { createElement: h } = await import('react');
  type P = Record<string, any> & { children?: unknown };
  const part = (name: string) => (p: P) => h('div', { 'data-c': name }, p.header ?? null, p.title ?? null, p.children ?? null, p.extra ?? null, p.description ?? null);
  const withParts = (name: string, parts: string[]) => Object.assign(part(name), Object.fromEntries(parts.map((x) => [x, part(`${name}.${x}`)])));
  return {
    Button: part('Button'), Tag: part('Tag'), ErrorBlock: part('ErrorBlock'), DotLoading: part('DotLoading'),
    Skeleton: withParts('Skeleton', ['Title', 'Paragraph']), List: withParts('List', ['Item']), Steps: withParts('Steps', ['Step']),
    Toast: { show: vi.fn() }, Dialog: { confirm: vi.fn(), alert: vi.fn() },
  };
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { orderGet, type PrintOrder } from '@contract/print';
import { queryKeyOf } from '@src/lib/query';
import { OrderView } from './OrderView';

const order: PrintOrder = {
  id: 7, orderNo: 'ZP20261123003000abc', type: 1, projectId: 1, sampleId: 2, sampleName: '初稿', clanName: '清河张氏族谱',
  formatName: '欧式', binding: 'thread', paper: '宣纸', pages: 120, quantity: 2, unitPrice: 12000, shipping: 1500, amount: 25500,
  status: 1, statusName: '已支付', expressStatus: 0, expressName: '顺丰', consignee: { name: '张三', phone: '13800138000', address: '北京市' },
  remark: '', outTradeNo: 'ZP1', createdAt: '2026-11-22T16:30:00.000Z', paidAt: '2026-11-22T16:45:10.000Z', completedAt: null, cancelledAt: null,
} as PrintOrder;

function render(o: PrintOrder) {
  const client = new QueryClient();
  client.setQueryData(queryKeyOf(orderGet, { id: o.id }), o);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}><MemoryRouter><OrderView id={o.id} /></MemoryRouter></QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('OrderView', () => {
  it('shows an order made at 16:30 UTC as made at 00:30 the next day, China time', () => {
    const t = render(order);
    expect(t).toContain('清河张氏族谱');
    expect(t).toContain('下单时间 2026-11-23 00:30');
    expect(t).toContain('支付时间 2026-11-23 00:45');
    expect(t).not.toContain('2026-11-22 16:30');
  });
  it('shows no payment time for an unpaid order', () => {
    const t = render({ ...order, status: 0, statusName: '待支付', paidAt: null });
    expect(t).toContain('下单时间 2026-11-23 00:30');
    expect(t).not.toContain('支付时间');
  });
});
