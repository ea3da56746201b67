/** Realtime topic of chat: `chat:<id>` (messages, recalls, read receipts) for the conversation's members only. */
import { defineTopic } from '../../realtime/index';
import { requireConversation } from './chat.access';

export const chatTopic = defineTopic({
  name: 'chat:<id>',
  pattern: /^chat:([1-9]\d{0,9})$/,
  // the rule of the calls: a 1:1's two users; a clan group's project members; a team group's editing team
  authorize: async (ctx, m) => { await requireConversation(ctx, Number(m[1])); },
});
