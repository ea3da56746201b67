/**
 * The mall (商城, spec §7 "Mall", issue 19): catalogue, collect, cart, checkout and orders, reviews, express.
 *
 * Money is integer fen. A SKU's `available` = stock − reserved (what unpaid orders hold).
 *
 * Orders:
 * - `create` is idempotent by the client's `clientKey`: the same key answers the order it made (and its pending
 *   payment) and reserves nothing again. Stock is reserved by one conditional UPDATE per SKU, so it is never oversold.
 * - States (ORDER_STATUS, Chinese labels in ORDER_STATUS_NAMES): unpaid 待付款 → paid 待发货 → shipped 待收货 →
 *   received 待评价 → reviewed 已完成; cancelled 已取消 (by the user, by the 30-minute timeout, or by staff: `cancelBy`);
 *   refunding 退款中 (the buyer asked for a refund: see "Refunds" below) → refunded 已退款 (money returned).
 *   An unpaid order is cancelled 30 minutes after it
 *   was made (a job) and its stock and coupon come back; money that arrives for it afterwards is refunded
 *   automatically (the payment ends `refunded`, the order stays cancelled).
 * - A shipped order is received when the user confirms, or automatically 7 days after shipping (a job).
 * - Reviews: one per order item, after receipt, within 30 days of it; 1–5 stars, text, up to 9 photos.
 * - Shipping: the highest shipping fee of the products in the order; free from 99 元 of goods (FREE_SHIPPING_FEN).
 */
import { z } from 'zod';
import { call, fileUrl, flag, id, page, paging, text } from './common/index';
import { PayType, PaymentStart, PaymentResult } from './payments';
import { Address } from './addresses';

export const ORDER_TIMEOUT_MS = 30 * 60_000;
export const AUTO_RECEIVE_MS = 7 * 24 * 3_600_000;
export const REVIEW_WINDOW_MS = 30 * 24 * 3_600_000;
export const FREE_SHIPPING_FEN = 9900;
/** The most of one SKU in one order line. */
export const MAX_QUANTITY = 99;

export const ORDER_STATUS = ['unpaid', 'paid', 'shipped', 'received', 'reviewed', 'cancelled', 'refunding', 'refunded'] as const;
export const OrderStatus = z.enum(ORDER_STATUS);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  unpaid: '待付款', paid: '待发货', shipped: '待收货', received: '待评价', reviewed: '已完成', cancelled: '已取消', refunding: '退款中', refunded: '已退款',
};
export const CANCEL_BY = ['user', 'timeout', 'staff'] as const;
export const CancelBy = z.enum(CANCEL_BY);
export type CancelBy = z.infer<typeof CancelBy>;
export const CANCEL_BY_NAMES: Record<CancelBy, string> = { user: '用户取消', timeout: '超时未支付，已自动取消', staff: '客服取消' };

/** Express carriers staff may ship with. */
export const CARRIERS: Record<string, string> = {
  SF: '顺丰速运', ZTO: '中通快递', YTO: '圆通速递', STO: '申通快递', YD: '韵达快递', JD: '京东物流', EMS: 'EMS',
};

// ——— Catalogue ———

export const Category = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type Category = z.infer<typeof Category>;

export const ProductCard = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  cover: z.string(),
  /** The lowest SKU price (fen). */
  price: z.number().int(),
  sales: z.number().int(),
  onSale: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const SpecGroup = z.object({ name: z.string(), values: z.array(z.string()) });

export const Sku = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** One value per spec group, in order. */
  spec: z.array(z.string()),
  specText: z.string(),
  price: z.number().int(),
  /** stock − reserved. */
  available: z.number().int(),
  image: z.string(),
});
export type Sku = z.infer<typeof Sku>;

export const ProductDetail = ProductCard.extend({
  images: z.array(z.string()),
  /** Sanitised HTML. */
  description: z.string(),
  specGroups: z.array(SpecGroup),
  skus: z.array(Sku),
  /** Fen (free from FREE_SHIPPING_FEN of goods). */
  shipping: z.number().int(),
  collected: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const catalogList = call({
  method: 'GET', path: '/productCatalog/list', access: 'public', params: z.object({}),
  reply: z.object({ list: z.array(Category) }), summary: '商品分类',
});

export const productList = call({
  method: 'GET', path: '/product/list', access: 'public',
  params: z.object({
    query: text('搜索词', 50).optional(),
    categoryId: id('分类').optional(),
    sort: z.enum(['default', 'sales', 'priceAsc', 'priceDesc', 'new']).default('default').describe('排序'),
    ...paging,
  }),
  reply: page(ProductCard), summary: '在售商品：按关键词和分类搜索，分页',
});

export const productDetail = call({
  method: 'GET', path: '/product/detail/:id', access: 'session', params: z.object({ id: id('商品') }),
  reply: ProductDetail, summary: '商品详情：图片、描述、规格和 SKU（价格、可售库存）',
});

export const productSku = call({
  method: 'GET', path: '/product/sku/:id', access: 'session', params: z.object({ id: id('规格') }),
  reply: Sku, summary: '一个 SKU 的价格和可售库存',
});

// ——— Collect ———

export const collectAdd = call({
  method: 'POST', path: '/productCollect/add', access: 'user', params: z.object({ productId: id('商品') }),
  reply: z.object({ collected: z.literal(true) }), summary: '收藏商品（重复收藏无影响）',
});
export const collectList = call({
  method: 'GET', path: '/productCollect/list', access: 'user', params: z.object({ ...paging }),
  reply: page(ProductCard), summary: '我收藏的商品',
});
export const collectDelete = call({
  method: 'POST', path: '/productCollect/delete', access: 'user', params: z.object({ productId: id('商品') }),
  reply: z.object({ collected: z.literal(false) }), summary: '取消收藏',
});

// ——— Cart ———

/** ok 正常 | off_sale 已下架 | short 库存不足 (fewer available than in the cart) | sold_out 已售罄. */
export const CART_STATE_NAMES = { ok: '', off_sale: '已下架', short: '库存不足', sold_out: '已售罄' } as const;
export const CartItem = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  specText: z.string(),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  selected: z.boolean(),
  available: z.number().int(),
  state: z.enum(['ok', 'off_sale', 'short', 'sold_out']),
});
export type CartItem = z.infer<typeof CartItem>;

const quantity = () => z.coerce.number().int().min(1).max(MAX_QUANTITY).describe('数量');

export const cartAdd = call({
  method: 'POST', path: '/shopCart/add', access: 'user', params: z.object({ skuId: id('规格'), quantity: quantity().default(1) }),
  reply: z.object({ num: z.number().int() }), summary: '加入购物车（同一规格累加数量，不超过可售库存）；返回购物车件数',
});
export const cartDelete = call({
  method: 'POST', path: '/shopCart/delete', access: 'user', params: z.object({ ids: z.array(id('购物车项')).min(1).max(200).describe('购物车项') }),
  reply: z.object({ num: z.number().int() }), summary: '删除购物车项',
});
export const cartList = call({
  method: 'GET', path: '/shopCart/list', access: 'user', params: z.object({}),
  reply: z.object({ list: z.array(CartItem) }), summary: '购物车：每项的价格、数量、可售库存和状态（已下架、库存不足）',
});
export const cartChangeNum = call({
  method: 'POST', path: '/shopCart/changeNum', access: 'user', params: z.object({ id: id('购物车项'), quantity: quantity() }),
  reply: CartItem, summary: '修改数量（不超过可售库存）',
});
export const cartChangeSku = call({
  method: 'POST', path: '/shopCart/changeShopCart', access: 'user', params: z.object({ id: id('购物车项'), skuId: id('规格') }),
  reply: z.object({ list: z.array(CartItem) }), summary: '换规格（同一商品；已有该规格则合并）',
});
export const cartSelect = call({
  method: 'POST', path: '/shopCart/selectShopCart', access: 'user',
  params: z.object({ ids: z.array(id('购物车项')).max(200).optional().describe('购物车项'), all: flag('全选').optional(), selected: flag('选中') }),
  reply: z.object({ list: z.array(CartItem) }), summary: '选中或取消选中（指定项或全部）',
});
export const cartMoveToCollect = call({
  method: 'POST', path: '/shopCart/moveToCollect', access: 'user', params: z.object({ ids: z.array(id('购物车项')).min(1).max(200).describe('购物车项') }),
  reply: z.object({ num: z.number().int() }), summary: '移入收藏：收藏这些商品并从购物车删除',
});
export const cartNum = call({
  method: 'GET', path: '/shopCart/getNum', access: 'session', params: z.object({}),
  reply: z.object({ num: z.number().int() }), summary: '购物车件数（角标；游客为 0）',
});

// ——— Checkout and orders ———

export const OrderLine = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  specText: z.string(),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
});

/** A coupon the user may apply, with what it takes off this order. */
export const CouponOption = z.object({
  userCouponId: z.number().int(),
  title: z.string(),
  /** Fen off this order. */
  discount: z.number().int(),
  /** e.g. "满100减20", "9折". */
  rule: z.string(),
  validTo: z.string(),
});
export type CouponOption = z.infer<typeof CouponOption>;

export const Checkout = z.object({
  items: z.array(OrderLine),
  goods: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  address: Address.nullable(),
  /** Usable coupons, best first. */
  coupons: z.array(CouponOption),
  /** The applied coupon (the best one unless the params chose another or none). */
  userCouponId: z.number().int().nullable(),
});
export type Checkout = z.infer<typeof Checkout>;

/** userCouponId: omitted = the best coupon, 0 = none, otherwise that coupon. */
const couponParam = () => z.coerce.number().int().min(0).max(2147483647).optional().describe('优惠券');

export const checkoutFromCart = call({
  method: 'POST', path: '/mallOrder/checkoutFromCart', access: 'user',
  params: z.object({ addressId: id('收货地址').optional(), userCouponId: couponParam() }),
  reply: Checkout, summary: '结算购物车中选中的商品：金额、运费、可用优惠券（默认最优）和收货地址',
});
export const checkoutFromSku = call({
  method: 'POST', path: '/mallOrder/checkoutFromSku', access: 'user',
  params: z.object({ skuId: id('规格'), quantity: quantity(), addressId: id('收货地址').optional(), userCouponId: couponParam() }),
  reply: Checkout, summary: '立即购买：一个规格的结算',
});

export const OrderItem = OrderLine.extend({ id: z.number().int(), reviewed: z.boolean() });
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderAddress = z.object({
  name: z.string(), phone: z.string(), province: z.string(), city: z.string(), county: z.string(), detail: z.string(),
});

export const Order = z.object({
  id: z.number().int(),
  code: z.string(),
  status: OrderStatus,
  statusText: z.string(),
  cancelBy: CancelBy.nullable(),
  items: z.array(OrderItem),
  goods: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  address: OrderAddress,
  remark: z.string(),
  outTradeNo: z.string().nullable(),
  carrier: z.string().nullable(),
  carrierName: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Unpaid: when it will be cancelled (ISO). */
  payDeadline: z.string().nullable(),
  /** Shipped: when it will be received automatically (ISO). */
  autoReceiveAt: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

export const orderCreate = call({
  method: 'POST', path: '/mallOrder/create', access: 'user',
  params: z.object({
    clientKey: z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/).describe('下单标识'),
    from: z.enum(['cart', 'sku']).describe('下单方式'),
    skuId: id('规格').optional(),
    quantity: quantity().optional(),
    addressId: id('收货地址'),
    userCouponId: couponParam(),
    remark: text('备注', 200).optional(),
    payType: PayType.default('sandbox').describe('支付方式'),
  }),
  reply: z.object({ order: Order, payment: PaymentStart.nullable() }),
  summary: '下单：预留库存（不超卖）、锁定优惠券、创建支付；同一 clientKey 重复提交返回同一订单',
});

export const orderConfirm = call({
  method: 'POST', path: '/mallOrder/confirm', access: 'user', params: z.object({ code: z.string().trim().min(1).max(40).describe('订单号') }),
  reply: PaymentResult.extend({ order: Order }), summary: '从支付页返回后确认支付：已付款则订单变为待发货',
});

export const orderList = call({
  method: 'GET', path: '/mallOrder/list', access: 'user',
  params: z.object({ status: OrderStatus.optional().describe('订单状态'), ...paging }),
  reply: page(Order), summary: '我的商城订单（新的在前），可按状态筛选',
});

export const orderEditAddress = call({
  method: 'POST', path: '/mallOrder/editAddress', access: 'user', params: z.object({ id: id('订单'), addressId: id('收货地址') }),
  reply: Order, summary: '发货前修改收货地址',
});
export const orderCancel = call({
  method: 'POST', path: '/mallOrder/cancelOrder/:id', access: 'user', params: z.object({ id: id('订单') }),
  reply: Order, summary: '取消待付款订单：释放库存、退回优惠券、关闭支付',
});
export const orderDetail = call({
  method: 'GET', path: '/mallOrder/detail/:id', access: 'user', params: z.object({ id: id('订单') }),
  reply: Order, summary: '订单详情',
});
export const orderDetailByCode = call({
  method: 'GET', path: '/mallOrder/detail', access: 'user', params: z.object({ code: z.string().trim().min(1).max(40).describe('订单号') }),
  reply: Order, summary: '按订单号查看订单详情',
});
export const orderRepay = call({
  method: 'POST', path: '/mallOrder/repay/:id', access: 'user',
  params: z.object({ id: id('订单'), payType: PayType.default('sandbox').describe('支付方式') }),
  reply: z.object({ order: Order, payment: PaymentStart.nullable() }), summary: '待付款订单重新支付（有待支付的支付单则返回它）',
});
export const orderConfirmReceipt = call({
  method: 'POST', path: '/mallOrder/confirmReceipt/:id', access: 'user', params: z.object({ id: id('订单') }),
  reply: Order, summary: '确认收货',
});

export const BuyLog = z.object({ name: z.string(), specText: z.string(), quantity: z.number().int(), createdAt: z.string() });
export const buyLogs = call({
  method: 'GET', path: '/mallOrder/getProductBuyLogs', access: 'public', params: z.object({ productId: id('商品'), ...paging }),
  reply: page(BuyLog), summary: '商品的购买记录（买家昵称打码）',
});

// ——— Express ———

export const EXPRESS_STATE_NAMES = { collected: '已揽收', transit: '运输中', delivering: '派送中', signed: '已签收' } as const;
export const ExpressState = z.enum(['collected', 'transit', 'delivering', 'signed']);
export const ExpressInfo = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  state: ExpressState,
  stateText: z.string(),
  /** Newest first. */
  traces: z.array(z.object({ time: z.string(), text: z.string(), state: ExpressState })),
});
export type ExpressInfo = z.infer<typeof ExpressInfo>;
export const expressInfo = call({
  method: 'GET', path: '/mallOrder/getExpressInfo/:x', access: 'user', params: z.object({ x: id('订单') }),
  reply: ExpressInfo, summary: '物流轨迹（揽收 → 运输中 → 派送中 → 签收）',
});

// ——— Reviews ———

export const Review = z.object({
  id: z.number().int(),
  /** Masked nickname. */
  name: z.string(),
  stars: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  specText: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;
export const ReviewStat = z.object({
  count: z.number().int(),
  /** 0 when there is none; one decimal. */
  average: z.number(),
  /** Counts of 1..5 stars (index 0 = 1 star). */
  stars: z.array(z.number().int()),
  withPhotos: z.number().int(),
  /** Percent of 4–5 stars. */
  goodRate: z.number().int(),
});
export const reviewList = call({
  method: 'GET', path: '/productComment/list/:id', access: 'public',
  params: z.object({ id: id('商品'), filter: z.enum(['all', 'good', 'bad', 'photos']).default('all').describe('筛选'), ...paging }),
  reply: page(Review), summary: '商品评价（新的在前）',
});
export const reviewStat = call({
  method: 'GET', path: '/productComment/stat/:id', access: 'public', params: z.object({ id: id('商品') }),
  reply: ReviewStat, summary: '商品评价统计：平均星级、各星级数、有图数、好评率',
});
export const reviewAdd = call({
  method: 'POST', path: '/productComment/add', access: 'user',
  params: z.object({
    orderItemId: id('订单商品'),
    stars: z.coerce.number().int().min(1).max(5).describe('评分'),
    content: text('评价内容', 500).default(''),
    images: z.array(z.string().trim().min(1).max(500)).max(9).default([]).describe('图片'),
  }),
  reply: Review, summary: '评价一件已收货的商品（每件一次，收货后30天内）',
});


// ——— Refunds (售后退款) ———
/*
 * OUR ADDITIONS: the refund and contact paths are not in spec/api-calls.tsv (the spec's Mall rows have no refund call;
 * §7 names "a mall-contact JSON" without a path).
 *
 * Rules:
 * - The buyer of a paid, shipped or received order (received: within REFUND_WINDOW_MS of receipt) applies with a
 *   reason, a description, up to 9 photos and an amount (fen, 1 … what he paid). Before shipping only the whole
 *   amount may be asked (the order is not sent at all). One pending request per order; the order is 退款中 meanwhile
 *   (not shipped, not received automatically).
 * - He may cancel a pending request: the order goes back to where it was. He may apply again after a cancel or a
 *   rejection (at most MAX_REFUND_REQUESTS per order).
 * - Staff (财务 finance) approve: the payment is refunded through its provider (the sandbox records the amount), the
 *   order becomes 已退款. Stock: an order refunded before shipping puts its goods back in stock (sales go down);
 *   after shipping the goods are with the buyer, and staff restock returned goods with a stock adjustment. Coupon: a
 *   refund of the whole amount gives the order's coupon back (past its validity it shows as expired).
 *   Or staff reject with a reason: the order goes back to where it was and the buyer sees the reason.
 * - Approving is one guarded UPDATE (pending → refunded) in the transaction that refunds the payment: any number of
 *   parallel approvals refund once.
 */
export const REFUND_WINDOW_MS = 7 * 24 * 3_600_000;
export const MAX_REFUND_REQUESTS = 3;
export const REFUND_REASONS = ['不想要了', '商品与描述不符', '商品质量问题', '少件或漏发', '包装或商品破损', '未按约定时间发货', '其他'] as const;
export const REFUND_STATUS = ['pending', 'cancelled', 'rejected', 'refunded'] as const;
export const RefundStatus = z.enum(REFUND_STATUS);
export type RefundStatus = z.infer<typeof RefundStatus>;
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = { pending: '待审核', cancelled: '已撤销', rejected: '已拒绝', refunded: '已退款' };

export const Refund = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: RefundStatus,
  statusText: z.string(),
  reason: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  /** Fen asked for (and returned when refunded). */
  amount: z.number().int(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;

export const refundApply = call({
  method: 'POST', path: '/mallOrder/refund/apply', access: 'user',
  params: z.object({
    orderId: id('订单'),
    reason: z.enum(REFUND_REASONS).describe('退款原因'),
    content: text('问题描述', 500).default(''),
    images: z.array(fileUrl('凭证图片')).max(9).default([]).describe('凭证图片'),
    amount: z.coerce.number().int().min(1).max(100_000_000).describe('退款金额'),
  }),
  reply: Refund, summary: '申请退款：原因、描述、凭证图片（最多9张）、金额（不超过实付；未发货须全额）',
});
export const refundCancel = call({
  method: 'POST', path: '/mallOrder/refund/cancel/:id', access: 'user', params: z.object({ id: id('订单') }),
  reply: Refund, summary: '撤销待审核的退款申请，订单回到申请前的状态',
});
export const refundList = call({
  method: 'GET', path: '/mallOrder/refund/list/:id', access: 'user', params: z.object({ id: id('订单') }),
  reply: z.object({ list: z.array(Refund), canApply: z.boolean(), maxAmount: z.number().int(), fullOnly: z.boolean() }),
  summary: '一个订单的退款申请（新的在前），以及现在能否申请、最多可退金额',
});

// ——— Contact (客服) ———

/** The mall's customer-service contact, edited by staff in /ops (a server setting; defaults until staff save one). */
export const MallContact = z.object({
  name: z.string(),
  phone: z.string(),
  wechat: z.string(),
  /** e.g. "每天 9:00–21:00". */
  hours: z.string(),
  remark: z.string(),
});
export type MallContact = z.infer<typeof MallContact>;
export const mallContact = call({
  method: 'GET', path: '/mall/contact', access: 'public', params: z.object({}),
  reply: MallContact, summary: '商城客服联系方式（名称、电话、微信、服务时间、说明）',
});
