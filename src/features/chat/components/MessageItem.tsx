/** One message in a conversation: bubble by type, recall notices centred, pending / failed state for my sends. */
import type { ChatMessage } from '@contract/chat';
import { Avatar } from '@src/features/vip/index';

export interface Shown { m: ChatMessage; mine: boolean; pending?: boolean; failed?: boolean; read?: boolean }

function Body({ m }: { m: ChatMessage }) {
  // a pending send has no stored body yet: its preview stands in
  if ((m.type === 'image' && !m.image) || (m.type === 'card' && !m.card) || (m.type === 'clan' && !m.clan)) return <>{m.preview}</>;
  switch (m.type) {
    case 'image':
      return <img src={m.image!.thumbUrl} alt="图片" loading="lazy" onClick={() => window.open(m.image!.url, '_blank')} />;
    case 'card':
      return (
        <div className="zp-chat-card">
          <b>{m.card!.name}</b>
          <small>族人名片 · 第{m.card!.generation}世</small>
        </div>
      );
    case 'clan':
      return (
        <div className="zp-chat-card">
          <b>{m.clan!.name}</b>
          <small>族谱链接</small>
        </div>
      );
    case 'emoji':
      return <>[{m.text}]</>;
    default:
      return <>{m.text}</>;
  }
}

export function MessageItem({ s, showName, onPress }: { s: Shown; showName: boolean; onPress: (s: Shown) => void }) {
  const { m, mine } = s;
  if (m.type === 'recalled') return <div className="zp-chat-notice" data-testid="chat-recalled">{mine ? '你撤回了一条消息' : m.text}</div>;
  return (
    <div className={`zp-chat-msg${mine ? ' zp-chat-msg--mine' : ''}`} data-testid="chat-message" data-seq={m.seq || undefined}>
      <Avatar userId={m.sender.id} name={m.sender.name} size={36} />
      <div className="zp-chat-msg__col">
        {showName && !mine && <div className="zp-chat-msg__name">{m.sender.name}</div>}
        <div className={`zp-chat-bubble${m.type === 'emoji' ? ' zp-chat-bubble--emoji' : ''}`} onClick={() => onPress(s)} role="button">
          <Body m={m} />
        </div>
        {mine && (s.pending || s.failed || s.read !== undefined) && (
          <div className={`zp-chat-state${s.failed ? ' zp-chat-state--failed' : ''}`}>
            {s.failed ? '发送失败，点击重发' : s.pending ? '发送中…' : s.read ? '已读' : '未读'}
          </div>
        )}
      </div>
    </div>
  );
}
