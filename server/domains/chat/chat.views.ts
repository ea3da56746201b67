/** Rows → contract shapes (ChatMessage, Conversation). */
import { CHAT_KIND_NAMES, MESSAGE_TYPE_NAMES, type ChatKind, type ChatMessage, type Conversation, type MessageType } from '@contract/chat';
import { HIDDEN_NOTICE, SERVICE_TITLE } from '@contract/chat-service';
import type { Tx } from '../../db/client';
import { displayNames, type UserName } from '../accounts/index';
import { findClan } from '../clans/index';
import { projectName, type ConversationRow, type MemberRow, type MessageRow } from './chat.repo';

export type Names = Map<number, UserName>;

const nameOf = (names: Names, id: number) => names.get(id)?.name ?? `用户${id}`;

/** `serviceUser`: in a service conversation, the others are the 客服 ("客服·<name>"). */
export function toMessage(m: MessageRow, names: Names, serviceUser?: number): ChatMessage {
  const name = nameOf(names, m.senderId);
  const sender = { id: m.senderId, name: serviceUser !== undefined && m.senderId !== serviceUser ? `客服·${name}` : name };
  const b = m.body as Record<string, any>;
  const base = { conversationId: m.conversationId, seq: m.seq, clientId: m.clientId, sender, image: null, card: null, clan: null, createdAt: m.createdAt.toISOString() };
  if (m.hiddenAt) return { ...base, type: 'recalled', text: HIDDEN_NOTICE, preview: HIDDEN_NOTICE };
  if (m.recalledAt) {
    const notice = `${sender.name}撤回了一条消息`;
    return { ...base, type: 'recalled', text: notice, preview: notice };
  }
  const type = m.type as MessageType;
  const text = type === 'text' || type === 'emoji' ? String(b.text ?? '') : '';
  return {
    ...base, type, text,
    image: type === 'image' ? { url: b.url, thumbUrl: b.thumbUrl ?? b.url, width: b.width ?? null, height: b.height ?? null } : null,
    card: type === 'card' ? { memberId: b.memberId, projectId: b.projectId, clanId: b.clanId, name: b.name, generation: b.generation } : null,
    clan: type === 'clan' ? { clanId: b.clanId, projectId: b.projectId, name: b.name } : null,
    preview: type === 'text' ? text.slice(0, 60) : type === 'emoji' ? `[${text}]` : MESSAGE_TYPE_NAMES[type],
  };
}

export async function toMessages(db: Tx, rows: MessageRow[], conv?: ConversationRow): Promise<ChatMessage[]> {
  const names = await displayNames(db, rows.map((r) => r.senderId));
  const serviceUser = conv?.kind === 'service' ? Number(conv.key.split(':')[1]) : undefined;
  return rows.map((r) => toMessage(r, names, serviceUser));
}

/** Title and peer of a conversation for a user. */
export async function titleOf(db: Tx, conv: ConversationRow, userId: number, peerId: number | null, names: Names):
  Promise<{ title: string; peer: { id: number; name: string } | null }> {
  if (conv.kind === 'direct') {
    const id = peerId ?? userId;
    return { title: nameOf(names, id), peer: { id, name: nameOf(names, id) } };
  }
  if (conv.kind === 'clan') {
    const clan = conv.clanId ? await findClan(db, conv.clanId) : undefined;
    return { title: clan ? `${clan.name}族群` : '族群', peer: null };
  }
  if (conv.kind === 'service') return { title: SERVICE_TITLE, peer: null };
  return { title: `${(conv.projectId && await projectName(db, conv.projectId)) || '家族'}编修群`, peer: null };
}

export function toConversation(conv: ConversationRow, me: MemberRow, unread: number, last: ChatMessage | null,
  t: { title: string; peer: { id: number; name: string } | null }): Conversation {
  return {
    id: conv.id, kind: conv.kind as ChatKind, kindName: CHAT_KIND_NAMES[conv.kind as ChatKind] ?? conv.kind,
    title: t.title, peer: t.peer, projectId: conv.projectId, clanId: conv.clanId, lastSeq: conv.lastSeq,
    readSeq: me.readSeq, unread: Math.max(0, unread), pinned: me.pinned, muted: me.muted,
    last: last && last.seq > me.clearedSeq ? last : null, lastAt: conv.lastAt.toISOString(),
  };
}
