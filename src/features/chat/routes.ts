/** Chat routes with a built screen: the conversation list (message centre), a conversation, the report form. */
export const CHAT_ROUTES = ['/mine/message/index', '/pages/chat/index', '/pages/chat/report'] as const;
