/** The chat feature for other features: the unread badge hook, and opening a 1:1 conversation. */
export { useChatUnread, openConversation } from './chat.queries';
