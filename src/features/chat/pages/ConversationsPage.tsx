/** /mine/message/index: my conversations (pinned first, newest first) with their unread badges, live. */
import { Badge, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/chat';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiInfinite } from '@src/lib/query';
import { useChatUnread } from '../chat.queries';
import { ChatAvatar } from '../components/ChatAvatar';
import '../chat.css';

export default function ConversationsPage() {
  const navigate = useNavigate();
  const unread = useChatUnread();
  const total = unread.data?.total ?? 0;
  const query = useApiInfinite(c.chatConversations, {});
  return (
    <PageLayout title={total ? `消息中心(${total > 99 ? '99+' : total})` : '消息中心'} grey right={<a onClick={() => navigate('/mine/message/follow')}>好友</a>}>
      <PagedList query={query} list empty="暂无消息，在族人主页可以发起聊天">
        {(x) => (
          <List.Item
            key={x.id}
            className={x.pinned ? 'zp-chat-row--pinned' : undefined}
            onClick={() => navigate(`/pages/chat/index?id=${x.id}`)}
          >
            <div className="zp-chat-row" data-testid="conversation" data-unread={x.unread}>
              <Badge content={x.unread ? (x.muted ? Badge.dot : x.unread > 99 ? '99+' : x.unread) : null}>
                <ChatAvatar name={x.title} group={x.kind !== 'direct'} />
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
    </PageLayout>
  );
}
