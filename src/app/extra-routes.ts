/** Routes outside the spec's 273: pages of this project's own adapters. */
import type { RouteEntry } from './route-table';

export const EXTRA_ROUTES: readonly RouteEntry[] = [
  {
    path: '/pay/sandbox',
    access: 'auth',
    params: ['outTradeNo'],
    group: 'Payments',
    groupTitle: '支付',
    title: '模拟支付',
    screen: true,
  },
  {
    path: '/mine/agent/index',
    access: 'auth',
    params: [],
    group: 'Mine (personal centre)',
    groupTitle: '我的',
    title: '推广中心',
    screen: true,
  },
  {
    path: '/clan/admin/oldreg',
    access: 'auth',
    params: ['projectId', 'clanId'],
    group: 'Clan',
    groupTitle: '族谱',
    title: '旧谱识别',
    screen: true,
  },
  {
    path: '/clan/admin/oldreg/detail',
    access: 'auth',
    params: ['id', 'projectId', 'clanId'],
    group: 'Clan',
    groupTitle: '族谱',
    title: '旧谱',
    screen: true,
  },
  {
    path: '/clan/admin/oldreg/review',
    access: 'auth',
    params: ['id', 'projectId', 'clanId'],
    group: 'Clan',
    groupTitle: '族谱',
    title: '校对旧谱',
    screen: true,
  },
];
