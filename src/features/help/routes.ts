/** Help routes with a built screen: contact (客服), feedback and questions, the VIP agreement. */
export const HELP_ROUTES = [
  '/mine/contact/index',
  '/mine/contact/chat',
  '/mine/contact/online',
  '/mine/contact/wechat',
  '/mine/set/feedback',
  '/mine/member/agreement',
] as const;
