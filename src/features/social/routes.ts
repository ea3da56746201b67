/** People routes with a built screen: friends, requests, fans and finding relatives. */
export const SOCIAL_ROUTES = ['/mine/message/follow'] as const;
