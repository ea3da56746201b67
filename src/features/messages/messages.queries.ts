/** Server state of the message centre (contract/messages.ts); counts refetch on `user:<me>` message.count / chat.unread. */
import * as c from '@contract/messages';
import { userTopic } from '@contract/realtime';
import { useQuery } from '@tanstack/react-query';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn } from '@src/app/guard';
import { mutation } from '@src/lib/mutation';
import { callQuery, invalidate } from '@src/lib/query';
import { useTopic } from '@src/lib/realtime';

export const messageQueries = {
  counts: () => callQuery(c.messageCount, {}),
  settings: () => callQuery(c.messageSettingsGet, {}),
};

/** Unread per kind, live over `user:<me>` (polled slowly as the fallback). */
export function useMessageCounts() {
  const user = useAtomValue(userInfoAtom);
  const on = isLoggedIn(user);
  const { live } = useTopic(on ? userTopic(user!.id) : null, (e: { type?: string }) => {
    if (e?.type === 'message.count') void invalidate(c.messageCount, c.messageList);
    if (e?.type === 'chat.unread') void invalidate(c.messageCount);
  });
  return useQuery({ ...messageQueries.counts(), enabled: on, refetchInterval: live ? 120_000 : 15_000 });
}

export const readMessage = mutation(c.messageRead, { invalidates: () => [c.messageCount, c.messageList, c.messageProject] });
export const readKind = mutation(c.messageReadAll, { invalidates: () => [c.messageCount, c.messageList, c.messageProject] });
export const saveMessageSettings = mutation(c.messageSettingsSet, { invalidates: () => [c.messageSettingsGet] });
