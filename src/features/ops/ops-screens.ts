/**
 * The operations console's screens (运营后台, `#/ops/<path>`). ADDING ONE IS ONE LINE here:
 *
 *   { path: 'refunds', title: '退款审核', role: 'finance', load: () => import('./pages/RefundsPage') },
 *
 * `role` is the staff role whose menu section lists it (admin sees every section); the server checks the same role
 * in the screen's calls (`requireStaff(ctx, 'finance')`). A screen of another feature imports its page from there:
 * `load: () => import('@src/features/payments/ops/RefundsPage')`. Pages are default exports, loaded on first visit.
 */
import type { OpsScreen } from './ops-menu';

export type { OpsScreen };

export const OPS_SCREENS: readonly OpsScreen[] = [
  { path: '', title: '首页', load: () => import('./pages/OpsHomePage') },
  { path: 'staff', title: '工作人员', role: 'admin', load: () => import('./pages/StaffListPage') },
  { path: 'mall-products', title: '商品与库存', role: 'operator', load: () => import('@src/features/mall/ops/ProductsOpsPage') },
  { path: 'mall-orders', title: '商城订单发货', role: 'operator', load: () => import('@src/features/mall/ops/OrdersOpsPage') },
  { path: 'mall-refunds', title: '商城退款审核', role: 'finance', load: () => import('@src/features/mall/ops/RefundsOpsPage') },
  { path: 'mall-contact', title: '商城客服', role: 'operator', load: () => import('@src/features/mall/ops/ContactOpsPage') },
  { path: 'coupons', title: '优惠券发放', role: 'operator', load: () => import('@src/features/coupons/ops/CouponsOpsPage') },
  { path: 'withdrawals', title: '提现审核', role: 'finance', load: () => import('@src/features/growth/ops/WithdrawOpsPage') },
  { path: 'agent-images', title: '推广海报', role: 'operator', load: () => import('@src/features/growth/ops/AgentImagesOpsPage') },
  { path: 'edition-codes', title: '版本兑换码', role: 'operator', load: () => import('@src/features/vip/ops/EditionCodesOpsPage') },
  { path: 'content-reports', title: '内容举报', role: 'moderator', load: () => import('@src/features/content/ops/ContentReportsOpsPage') },
  { path: 'find-orders', title: '修谱服务报名', role: 'service', load: () => import('@src/features/find/ops/FindOrdersOpsPage') },
  { path: 'donation-refunds', title: '捐款退款', role: 'finance', load: () => import('@src/features/content/ops/DonationRefundsOpsPage') },
  { path: 'seek-root', title: '寻根审核', role: 'moderator', load: () => import('@src/features/seekroot/ops/SeekRootOpsPage') },
  { path: 'cpg-books', title: '古谱管理', role: 'operator', load: () => import('@src/features/cpg/ops/CpgBooksOpsPage') },
  { path: 'cpg-codes', title: '古谱会员兑换码', role: 'operator', load: () => import('@src/features/cpg/ops/CpgCodesOpsPage') },
  { path: 'surname-content', title: '姓氏内容', role: 'operator', load: () => import('@src/features/surname/ops/SurnameContentOpsPage') },
  { path: 'service', title: '在线客服', role: 'service', load: () => import('@src/features/chat/ops/ServiceOpsPage') },
  { path: 'feedback', title: '意见反馈', role: 'service', load: () => import('@src/features/help/ops/FeedbackOpsPage') },
  { path: 'help-content', title: '帮助内容', role: 'service', load: () => import('@src/features/help/ops/HelpContentOpsPage') },
  { path: 'chat-reports', title: '聊天举报', role: 'moderator', load: () => import('@src/features/chat/ops/ChatReportsOpsPage') },
  { path: 'beacons', title: '归因与版本事件', role: 'operator', load: () => import('@src/features/help/ops/BeaconsOpsPage') },
  { path: 'find-items', title: '发现内容', role: 'operator', load: () => import('@src/features/find/ops/FindItemsOpsPage') },
];
