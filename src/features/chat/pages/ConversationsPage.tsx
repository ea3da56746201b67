/**
 * /mine/message/index: the message centre — 通知, 互动, 活动, 家族 with their unread counts (?kind= opens one), and the
 * chat conversations (pinned first, newest first) with their unread badges, live.
 */
import { Badge, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/chat';
import { MESSAGE_KINDS, MESSAGE_KIND_NAMES, type MessageKind } from '@contract/messages';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { KindGrid, KindList, useMessageCounts } from '@src/features/messages/index';
import { useApiInfinite } from '@src/lib/query';
import { useChatUnread } from '../chat.queries';
import { Avatar } from '@src/features/vip/index';
import '../chat.css';

function Conversations() {
  const navigate = useNavigate();
  const query = useApiInfinite(c.chatConversations, {});
  return (
    <PagedList query={query} list header="聊天" empty="暂无聊天，在“好友”里找到族人发起聊天">
      {(x) => (
        <List.Item key={x.id} className={x.pinned ? 'zp-chat-row--pinned' : undefined} onClick={() => navigate(`/pages/chat/index?id=${x.id}`)}>
          <div className="zp-chat-row" data-testid="conversation" data-unread={x.unread}>
            <Badge content={x.unread ? (x.muted ? Badge.dot : x.unread > 99 ? '99+' : x.unread) : null}>
              <Avatar userId={x.peer?.id} name={x.title} group={x.kind !== 'direct'} size={44} />
            </Badge>
            <div className="zp-chat-row__main">
              <div className="zp-chat-row__title">
                <span>{x.title}</span>
                <span className="zp-chat-row__time">{x.last ? <DateTime value={x.lastAt} format="relative" /> : ''}</span>
              </div>
              <div className="zp-chat-row__last">
                {x.kind !== 'direct' && <span className="zp-tag">{x.kindName}</span>}
                {x.muted && x.unread > 0 ? `[${x.unread}条] ` : ''}
                {x.last ? (x.kind !== 'direct' && x.last.type !== 'recalled' ? `${x.last.sender.name}：${x.last.preview}` : x.last.preview) : '暂无消息'}
                {x.muted ? ' · 免打扰' : ''}
              </div>
            </div>
          </div>
        </List.Item>
      )}
    </PagedList>
  );
}

export default function ConversationsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const k = params.get('kind');
  const kind = (MESSAGE_KINDS as readonly string[]).includes(k ?? '') ? (k as MessageKind) : null;
  useChatUnread();
  const total = useMessageCounts().data?.total ?? 0;
  if (kind) {
    return (
      <PageLayout title={`${MESSAGE_KIND_NAMES[kind]}消息`} grey onBack={() => setParams({}, { replace: true })}>
        <KindList kind={kind} />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={total ? `消息中心(${total > 99 ? '99+' : total})` : '消息中心'}
      grey
      right={<span style={{ display: 'flex', gap: 12 }}><a onClick={() => navigate('/mine/message/follow')}>好友</a><a onClick={() => navigate('/mine/set/message')}>设置</a></span>}
    >
      <KindGrid onOpen={(x) => setParams({ kind: x })} />
      <Conversations />
    </PageLayout>
  );
}
