/** Server state of chat (contract/chat.ts): conversations, counts, history, and the writes with what they make stale. */
import * as c from '@contract/chat';
import * as cs from '@contract/chat-service';
import { userTopic } from '@contract/realtime';
import { useQuery } from '@tanstack/react-query';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';
import { api, type Params } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';
import { callQuery, invalidate } from '@src/lib/query';
import { useTopic } from '@src/lib/realtime';

export const chatQueries = {
  unread: () => callQuery(c.chatUnReadCount, {}),
  conversation: (id: number) => callQuery(c.chatConversation, { id }),
  blocks: () => callQuery(c.chatBlocks, {}),
};

/** A page of history (not cached: the room keeps its own timeline). */
export const fetchMessages = (p: Params<typeof c.chatMessages>) => api(c.chatMessages, p);

/** The badge: unread total, refetched when `user:<me>` says chat counts moved (polled slowly as the fallback). */
export function useChatUnread() {
  const user = useAtomValue(userInfoAtom);
  const on = isLoggedIn(user);
  const { live } = useTopic(on ? userTopic(user!.id) : null, (e: { type?: string }) => {
    if (e?.type === 'chat.unread') void invalidate(c.chatUnReadCount, c.chatConversations);
  });
  return useQuery({ ...chatQueries.unread(), enabled: on, refetchInterval: live ? 120_000 : 15_000 });
}

const lists = () => [c.chatConversations, c.chatUnReadCount] as const;

export const openConversation = mutation(c.chatOpen, { invalidates: () => [c.chatConversations] });
export const sendMessage = mutation(c.chatSend, { invalidates: () => [c.chatConversations] });
export const recallMessage = mutation(c.chatRecall, { invalidates: () => [c.chatConversations] });
export const readMessages = mutation(c.chatReadMessage, { invalidates: () => [...lists()] });
export const changeSettings = mutation(c.chatSettings, { invalidates: (_r, p) => [...lists(), [c.chatConversation, { id: p.id }]] });
export const deleteConversation = mutation(c.chatDelete, { invalidates: () => [...lists()] });
export const blockUser = mutation(c.chatBlock, { invalidates: () => [c.chatBlocks, c.chatConversation] });
export const reportChat = mutation(c.chatReport);

/** The 客服 console's page of one service conversation (not cached: the console keeps its own timeline). */
export const fetchServiceMessages = (p: Params<typeof cs.opsServiceMessages>) => api(cs.opsServiceMessages, p);
