import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { CHAT_ROUTES } from './routes';

export const CHAT_SCREENS: Record<(typeof CHAT_ROUTES)[number], Screen> = {
  '/mine/message/index': lazyScreen(() => import('./pages/ConversationsPage'), 'ConversationsPage'),
  '/pages/chat/index': lazyScreen(() => import('./pages/ChatPage'), 'ChatPage'),
  '/pages/chat/report': lazyScreen(() => import('./pages/ChatReportPage'), 'ChatReportPage'),
};
