import { lazyScreen, type Screen } from '@src/app/shell/lazy-screen';
import type { PAYMENT_ROUTES } from './routes';

export const PAYMENT_SCREENS: Record<(typeof PAYMENT_ROUTES)[number], Screen> = {
  '/pay/sandbox': lazyScreen(() => import('./pages/SandboxPayPage'), 'SandboxPayPage'),
};
