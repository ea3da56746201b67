/**
 * The mall in the operations console (/ops/mall/*, staff role 运营 operator; admin passes): categories, products
 * (create, edit, put on / take off sale), stock adjustments with a log, orders (list, ship with carrier and tracking
 * number, cancel an unpaid one), the mall's contact; refunds (/ops/mall/refund/*) need the 财务 finance role.
 */
import { z } from 'zod';
import { call, id, page, paging, text } from './common/index';
import { CARRIERS, Category, MallContact, Order, OrderStatus, ProductCard, Refund, RefundStatus, Sku, SpecGroup } from './mall';

const imageUrl = () => z.string().trim().min(1).max(500).describe('图片');

export const opsCategorySave = call({
  method: 'POST', path: '/ops/mall/category/save', access: 'user',
  params: z.object({ id: id('分类').optional(), name: text('分类名称', 20).pipe(z.string().min(1)).describe('分类名称'), sort: z.coerce.number().int().min(0).max(9999).default(0).describe('排序') }),
  reply: Category, summary: '运营：新增或修改商品分类',
});

export const OpsProduct = ProductCard.extend({
  images: z.array(z.string()),
  description: z.string(),
  specGroups: z.array(SpecGroup),
  skus: z.array(Sku.extend({ stock: z.number().int(), reserved: z.number().int() })),
  shipping: z.number().int(),
});
export type OpsProduct = z.infer<typeof OpsProduct>;

export const opsProductList = call({
  method: 'GET', path: '/ops/mall/product/list', access: 'user',
  params: z.object({ query: text('搜索词', 50).optional(), ...paging }),
  reply: page(OpsProduct), summary: '运营：全部商品（含下架），带库存和预留',
});

export const opsProductSave = call({
  method: 'POST', path: '/ops/mall/product/save', access: 'user',
  params: z.object({
    id: id('商品').optional(),
    categoryId: id('分类'),
    title: text('商品名称', 60).pipe(z.string().min(1)).describe('商品名称'),
    subtitle: text('副标题', 100).default(''),
    images: z.array(imageUrl()).min(1).max(9).describe('商品图片'),
    description: z.string().max(20000).default('').describe('商品描述'),
    specGroups: z.array(z.object({ name: text('规格名', 10).pipe(z.string().min(1)), values: z.array(text('规格值', 20).pipe(z.string().min(1))).min(1).max(20) })).max(3).default([]).describe('规格'),
    shipping: z.coerce.number().int().min(0).max(100000).default(0).describe('运费'),
    /** SKUs: one per combination of spec values; an id edits an existing SKU (its stock changes only by adjustments). */
    skus: z.array(z.object({
      id: id('规格').optional(),
      spec: z.array(z.string().trim().max(20)).max(3).default([]),
      price: z.coerce.number().int().min(1).max(10_000_000).describe('价格'),
      stock: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('初始库存'),
      image: z.string().trim().max(500).default(''),
    })).min(1).max(100).describe('规格价格'),
  }),
  reply: OpsProduct, summary: '运营：新增或修改商品（描述会清理不安全的 HTML）',
});

export const opsProductOnSale = call({
  method: 'POST', path: '/ops/mall/product/onSale', access: 'user',
  params: z.object({ id: id('商品'), onSale: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true').describe('上架') }),
  reply: OpsProduct, summary: '运营：上架或下架商品',
});

export const StockLog = z.object({ id: z.number().int(), delta: z.number().int(), stockAfter: z.number().int(), reason: z.string(), staff: z.string(), createdAt: z.string() });
export const opsStockAdjust = call({
  method: 'POST', path: '/ops/mall/stock/adjust', access: 'user',
  params: z.object({ skuId: id('规格'), delta: z.coerce.number().int().min(-1_000_000).max(1_000_000).refine((v) => v !== 0).describe('调整数量'), reason: text('原因', 100).pipe(z.string().min(1)).describe('原因') }),
  reply: Sku.extend({ stock: z.number().int(), reserved: z.number().int() }), summary: '运营：调整库存（不能低于已预留数），记入库存日志',
});
export const opsStockLog = call({
  method: 'GET', path: '/ops/mall/stock/log', access: 'user', params: z.object({ skuId: id('规格'), ...paging }),
  reply: page(StockLog), summary: '运营：一个规格的库存日志',
});

export const opsOrderList = call({
  method: 'GET', path: '/ops/mall/order/list', access: 'user', params: z.object({ status: OrderStatus.optional().describe('订单状态'), ...paging }),
  reply: page(Order), summary: '运营：商城订单（可按状态）',
});
export const opsOrderShip = call({
  method: 'POST', path: '/ops/mall/order/ship', access: 'user',
  params: z.object({
    id: id('订单'),
    carrier: z.string().refine((v) => v in CARRIERS).describe('快递公司'),
    trackingNo: z.string().trim().regex(/^[A-Za-z0-9]{6,30}$/).describe('快递单号'),
  }),
  reply: Order, summary: '运营：发货（待发货 → 待收货），填写快递公司和单号',
});
export const opsOrderCancel = call({
  method: 'POST', path: '/ops/mall/order/cancel', access: 'user', params: z.object({ id: id('订单') }),
  reply: Order, summary: '运营：取消待付款订单（释放库存、退回优惠券）',
});

export const OpsRefund = Refund.extend({
  order: Order,
  buyer: z.string(),
  /** The order's status when the buyer applied. */
  fromStatus: OrderStatus,
  staff: z.string(),
});
export type OpsRefund = z.infer<typeof OpsRefund>;
export const opsRefundList = call({
  method: 'GET', path: '/ops/mall/refund/list', access: 'user', params: z.object({ status: RefundStatus.optional().describe('退款状态'), ...paging }),
  reply: page(OpsRefund), summary: '财务：退款申请（待审核在前可按状态筛选），带订单',
});
export const opsRefundApprove = call({
  method: 'POST', path: '/ops/mall/refund/approve', access: 'user', params: z.object({ id: id('退款申请') }),
  reply: OpsRefund, summary: '财务：同意退款（原路退回；未发货的商品回到库存；全额退款退回优惠券）',
});
export const opsRefundReject = call({
  method: 'POST', path: '/ops/mall/refund/reject', access: 'user',
  params: z.object({ id: id('退款申请'), reason: text('拒绝原因', 200).pipe(z.string().min(1)).describe('拒绝原因') }),
  reply: OpsRefund, summary: '财务：拒绝退款并说明原因（订单回到申请前的状态）',
});

export const opsContactSave = call({
  method: 'POST', path: '/ops/mall/contact/save', access: 'user',
  params: z.object({
    name: text('客服名称', 30).pipe(z.string().min(1)).describe('客服名称'),
    phone: z.string().trim().regex(/^(1\d{10}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/).describe('客服电话'),
    wechat: text('客服微信', 40).default(''),
    hours: text('服务时间', 40).default(''),
    remark: text('说明', 200).default(''),
  }),
  reply: MallContact, summary: '运营：修改商城客服联系方式',
});

export const MALL_OPS_CALLS = [
  opsCategorySave, opsProductList, opsProductSave, opsProductOnSale, opsStockAdjust, opsStockLog, opsOrderList, opsOrderShip, opsOrderCancel,
  opsRefundList, opsRefundApprove, opsRefundReject, opsContactSave,
] as const;
