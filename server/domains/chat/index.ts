/**
 * The chat domain's API for other domains: `requireConversation(ctx, id)` (may he read / write this conversation),
 * and `reportChat(ctx, …)` (a report of a message or a user into the moderators' chat queue, for /report/add).
 * Chat sits above accounts, files, projects, clans and clan-members; nothing below imports it.
 */
export { requireConversation, type ConversationAccess } from './chat.access';
export { report as reportChat } from './chat-safety.service';
