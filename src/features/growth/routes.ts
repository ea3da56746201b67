/** Growth routes with a built screen: tasks and sign-in, points and coins, red packets, levels. */
export const GROWTH_ROUTES = [
  '/mine/task/index',
  '/mine/task/rule',
  '/mine/task/point-detail',
  '/mine/task/coin',
  '/mine/task/coin-detail',
  '/mine/task/coin-rule',
  '/mine/hongbao/index',
  '/mine/grade/index',
  /** Ours (src/app/extra-routes.ts): the agent's home. */
  '/mine/agent/index',
] as const;
