/** One person in a people list, with what I can do: 加好友 / 已申请 / 同意, 关注, 发消息 (friends). */
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { Person } from '@contract/social';
import { confirm, toast } from '@src/app/shell/feedback';
import { openConversation } from '@src/features/chat/index';
import { applyFriend, deleteFan, deleteFriend, toggleFollow } from '../social.queries';

export function PersonRow({ p, fan }: { p: Person; fan?: boolean }) {
  const navigate = useNavigate();
  const run = async (f: () => Promise<unknown>, done?: string) => {
    try {
      await f();
      if (done) toast(done, 'success');
    } catch { /* shown */ }
  };
  const chat = () => run(async () => navigate(`/pages/chat/index?id=${(await openConversation({ kind: 'direct', targetId: p.id })).id}`));
  const sub = [p.realName && p.realName !== p.name ? p.realName : '', p.city, p.followsMe ? '关注了你' : ''].filter(Boolean).join(' · ');
  return (
    <List.Item
      data-testid="person"
      arrowIcon={false}
      onClick={() => navigate(`/mine/person/index?id=${p.id}`)}
      description={sub || p.signature || undefined}
      extra={
        // the buttons act here; a tap elsewhere on the row opens his personal page
        <div style={{ display: 'flex', gap: 6 }} onClick={(e) => e.stopPropagation()}>
          {p.friend ? (
            <Button size="mini" color="primary" onClick={() => void chat()}>发消息</Button>
          ) : p.pending === 'sent' ? (
            <Button size="mini" disabled>已申请</Button>
          ) : (
            <Button size="mini" color="primary" onClick={() => void run(() => applyFriend({ id: p.id }), p.pending === 'received' ? '已成为好友' : '已发送好友申请')}>
              {p.pending === 'received' ? '同意' : '加好友'}
            </Button>
          )}
          <Button size="mini" onClick={() => void run(() => toggleFollow({ id: p.id }))}>{p.following ? '已关注' : '关注'}</Button>
          {p.friend && (
            <Button size="mini" fill="none" onClick={() => void run(async () => { if (await confirm(`确定删除好友${p.name}吗？`)) await deleteFriend({ id: p.id }); })}>删除</Button>
          )}
          {fan && !p.friend && (
            <Button size="mini" fill="none" onClick={() => void run(async () => { if (await confirm(`确定移除粉丝${p.name}吗？`)) await deleteFan({ id: p.id }); })}>移除</Button>
          )}
        </div>
      }
    >
      {p.name}
    </List.Item>
  );
}
