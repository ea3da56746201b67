/**
 * The message centre's API for other domains (a low domain: it imports none above accounts):
 * - `publishMessage(ctx, db, { userId, kind, title, content?, link?, projectId? })` — the one way to put a message in
 *   a user's message centre (a correction accepted, a bind request, a team invite, a comment, an order shipped …);
 * - `registerChatUnread(f)` — the chat domain's unread count for /user/message/count.
 */
export { publishMessage, registerChatUnread, type NewMessage } from './messages.service';
