/** /mine/set/message: which kinds of message to receive (a kind switched off is not kept for me). */
import { List, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_KINDS, MESSAGE_KIND_NAMES, type MessageKind } from '@contract/messages';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { messageQueries, saveMessageSettings } from '../messages.queries';

const HINT: Record<MessageKind, string> = {
  notification: '纠错采纳、绑定申请、订单发货等',
  interaction: '好友申请、评论、点赞',
  activity: '家族活动、祭祀提醒',
  project: '家族动态、团队邀请',
};

export default function MessageSettingsPage() {
  const q = useQuery(messageQueries.settings());
  return (
    <PageLayout title="消息设置" grey>
      {q.isPending ? <LoadingState /> : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : (
        <List header="接收以下消息">
          {MESSAGE_KINDS.map((k) => (
            <List.Item key={k} description={HINT[k]} extra={
              <Switch checked={q.data[k]} onChange={(v) => void saveMessageSettings({ [k]: v }).catch(() => {})} aria-label={MESSAGE_KIND_NAMES[k]} />
            }>
              {MESSAGE_KIND_NAMES[k]}消息
            </List.Item>
          ))}
          <List.Item description="聊天消息可在聊天里设置免打扰">聊天消息</List.Item>
        </List>
      )}
    </PageLayout>
  );
}
