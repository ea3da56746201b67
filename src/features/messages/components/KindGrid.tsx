/** The message centre's kinds with their unread counts: 通知, 互动, 活动, 家族 (聊天 is the list below). */
import { Badge } from 'antd-mobile';
import { MESSAGE_KINDS, MESSAGE_KIND_NAMES, type MessageKind } from '@contract/messages';
import { useMessageCounts } from '../messages.queries';
import '../messages.css';

const ICON: Record<MessageKind, string> = { notification: '通', interaction: '互', activity: '活', project: '家' };

export function KindGrid({ onOpen }: { onOpen: (k: MessageKind) => void }) {
  const counts = useMessageCounts();
  return (
    <div className="zp-msg-kinds">
      {MESSAGE_KINDS.map((k) => (
        <div key={k} className="zp-msg-kind" role="button" onClick={() => onOpen(k)} data-testid={`message-kind-${k}`}>
          <Badge content={counts.data?.[k] ? counts.data[k] : null}>
            <div className={`zp-msg-kind__icon zp-msg-kind__icon--${k}`}>{ICON[k]}</div>
          </Badge>
          <div className="zp-msg-kind__name">{MESSAGE_KIND_NAMES[k]}</div>
        </div>
      ))}
    </div>
  );
}
