/**
 * The chat domain's API for other domains: `requireConversation(ctx, id)` (may he read / write this conversation).
 * Chat sits above accounts, files, projects, clans and clan-members; nothing below imports it.
 */
export { requireConversation, type ConversationAccess } from './chat.access';
