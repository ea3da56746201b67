/**
 * The order centre (订单中心, spec §7 /orderCenter/*, routes /mine/order/index|details|comment): one list of every order
 * a user has, whatever domain it belongs to (mall, print orders, …). Each domain registers how its orders are listed
 * and acted on (server/domains/order-centre: registerOrderSource); the centre has no switch on the order type.
 *
 * Every order is shown in one of the centre's states (CENTRE_STATE) with its domain's own status text:
 * unpaid 待付款 · paid 待发货 (paid, being prepared) · shipped 待收货 · review 待评价 · done 已完成 · closed 已关闭
 * (cancelled, or refunded where the domain has no after-sale) · refund 退款/售后 (a refund asked for or made). Actions offered (CentreAction): pay 去支付 · cancel 取消订单 · receipt 确认收货 ·
 * review 去评价 · express 查看物流 · delete 删除订单.
 */
import { z } from 'zod';
import { call, id, page, paging } from './common/index';
import { PaymentResult, PaymentStart, PayType } from './payments';

export const CENTRE_STATE = ['unpaid', 'paid', 'shipped', 'review', 'done', 'closed', 'refund'] as const;
export const CentreState = z.enum(CENTRE_STATE);
export type CentreState = z.infer<typeof CentreState>;
export const CENTRE_STATE_NAMES: Record<CentreState, string> = {
  unpaid: '待付款', paid: '待发货', shipped: '待收货', review: '待评价', done: '已完成', closed: '已关闭', refund: '退款/售后',
};
export const CentreAction = z.enum(['pay', 'cancel', 'receipt', 'review', 'express', 'delete']);
export type CentreAction = z.infer<typeof CentreAction>;

const orderType = () => z.string().trim().min(1).max(30).regex(/^[a-z-]+$/).describe('订单类型');

export const CentreOrder = z.object({
  /** The domain's order type: mall | print | … */
  type: z.string(),
  /** e.g. 商城, 族谱印制. */
  typeName: z.string(),
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  image: z.string(),
  /** e.g. "精装 ×2 等2件". */
  summary: z.string(),
  /** Fen. */
  amount: z.number().int(),
  state: CentreState,
  /** The domain's own status text. */
  stateText: z.string(),
  createdAt: z.string(),
  /** The client route of the domain's details page. */
  detailPath: z.string(),
  actions: z.array(CentreAction),
});
export type CentreOrder = z.infer<typeof CentreOrder>;

export const centreList = call({
  method: 'GET', path: '/orderCenter/list', access: 'user',
  params: z.object({ state: CentreState.optional().describe('订单状态'), type: orderType().optional(), ...paging }),
  reply: page(CentreOrder), summary: '我的全部订单（各业务合在一起，新的在前），可按状态和类型筛选',
});

export const centreCounts = call({
  method: 'GET', path: '/orderCenter/list2', access: 'user', params: z.object({}),
  reply: z.object({ counts: z.record(CentreState, z.number().int()), types: z.array(z.object({ type: z.string(), name: z.string() })) }),
  summary: '订单中心各状态的数量（角标）和可筛选的订单类型',
});

export const centreGet = call({
  method: 'GET', path: '/orderCenter/get', access: 'user', params: z.object({ type: orderType(), id: id('订单') }),
  reply: CentreOrder, summary: '一个订单（跳转到所属业务的详情页）',
});

export const centrePaymentCheck = call({
  method: 'GET', path: '/orderCenter/payment/check', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号') }),
  reply: PaymentResult, summary: '支付状态（轮询）',
});

export const centrePaymentConfirm = call({
  method: 'GET', path: '/orderCenter/payment/confirm', access: 'user',
  params: z.object({ outTradeNo: z.string().trim().min(1).max(64).describe('订单号') }),
  reply: PaymentResult, summary: '从支付页返回后确认支付（向支付方查询，已付款则入账一次）',
});

const act = (path: string, summary: string, reply: z.ZodType = CentreOrder) => call({
  method: 'POST', path, access: 'user', params: z.object({ type: orderType(), id: id('订单') }), reply, summary,
});

export const centreRepay = call({
  method: 'POST', path: '/orderCenter/repay', access: 'user',
  params: z.object({ type: orderType(), id: id('订单'), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: PaymentStart, summary: '待付款订单去支付（有待支付的支付单则返回它）',
});
export const centreReceipt = act('/orderCenter/receipt', '确认收货');
export const centreCancel = act('/orderCenter/cancel', '取消待付款订单');
export const centreDelete = call({
  method: 'POST', path: '/orderCenter/delete', access: 'user', params: z.object({ type: orderType(), id: id('订单') }),
  reply: z.object({ deleted: z.literal(true) }), summary: '从订单列表删除已结束的订单',
});
