/** Help screens: 联系客服 (index, online, chat, WeChat), 帮助与反馈, the VIP agreement. */
import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { HELP_ROUTES } from './routes';

export const HELP_SCREENS: Record<(typeof HELP_ROUTES)[number], Screen> = {
  '/mine/contact/index': lazyScreen(() => import('./pages/ContactPage'), 'ContactPage'),
  '/mine/contact/chat': lazyScreen(() => import('./pages/ServiceChatPage'), 'ServiceChatPage'),
  '/mine/contact/online': lazyScreen(() => import('./pages/OnlineServicePage'), 'OnlineServicePage'),
  '/mine/contact/wechat': lazyScreen(() => import('./pages/WechatServicePage'), 'WechatServicePage'),
  '/mine/set/feedback': lazyScreen(() => import('./pages/FeedbackPage'), 'FeedbackPage'),
  '/mine/member/agreement': lazyScreen(() => import('./pages/VipAgreementPage'), 'VipAgreementPage'),
};
