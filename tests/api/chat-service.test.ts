/**
 * 在线客服 (issue #17 point 4): a user's service conversation, answered by a 客服 from /ops (queue, assignment,
 * canned answers, close, reopen by the user's next message); the user's badge and socket get the answer; other users
 * and non-service staff cannot read it. Chat moderation: a report handled by hiding, warning, banning, with a log.
 */
import { describe, expect, it } from 'vitest';
import { chatTopic } from '@contract/realtime';
import { grantByPhone } from '../../server/domains/staff/index';
import { data, type ApiReply } from '../helpers/api';
import { seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';
import { listenWs, TestSocket } from '../helpers/ws-client';

const t = useTestApp();
const refused = (r: ApiReply) => r.body.msbox;
let n = 0;
const say = (api: Client, id: number, text: string) => api.post('/chat/send', { id, clientId: `s${++n}`, type: 'text', text });

async function people() {
  const [user, other, agent, agent2, mod] = await seedUsers(t, [
    { nickname: '陈用户', phone: '13900000011' }, { nickname: '林路人', phone: '13900000012' },
    { nickname: '小美', phone: '13900000013' }, { nickname: '小丽', phone: '13900000014' }, { nickname: '审核员', phone: '13900000015' },
  ]);
  await grantByPhone(t.app.deps, '13900000013', 'service', 'test');
  await grantByPhone(t.app.deps, '13900000014', 'service', 'test');
  await grantByPhone(t.app.deps, '13900000015', 'moderator', 'test');
  return { user, other, agent, agent2, mod };
}

describe('customer service', () => {
  it('the user opens his one service conversation; a 客服 answers from the queue; the user reads it live', async () => {
    const { user, other, agent, agent2, mod } = await people();
    const conv = data(await user.api.post('/chat/service/open', {}));
    expect(conv).toMatchObject({ kind: 'service', kindName: '客服', title: '在线客服', lastSeq: 0 });
    // one per user; /chat/open kind service is the same one
    expect(data(await user.api.post('/chat/service/open', {})).id).toBe(conv.id);
    expect(data(await user.api.post('/chat/open', { kind: 'service', targetId: 1 })).id).toBe(conv.id);
    // nobody else reads it: another user, a moderator without the service role
    expect(refused(await other.api.get('/chat/messages', { id: conv.id }))).toBe('您不是该会话的成员');
    expect(refused(await mod.api.get('/ops/service/list'))).toBe('无权限：仅限工作人员');
    expect(refused(await other.api.get('/ops/service/messages', { id: conv.id }))).toBe('无权限：仅限工作人员');

    data(await say(user.api, conv.id, '你好，我的族谱打不开了'));
    data(await say(user.api, conv.id, '一直显示加载中'));
    const queue = data(await agent.api.get('/ops/service/list'));
    expect(queue.list).toHaveLength(1);
    expect(queue.list[0]).toMatchObject({ conversationId: conv.id, user: { id: user.id, name: '陈用户', phone: '139****0011' }, status: 'open', assignee: null, unanswered: 2, last: { text: '一直显示加载中' } });

    const url = await listenWs(t.app);
    const sock = await TestSocket.authed(url, user.token);
    let canned: { id: number; title: string; text: string };
    try {
      expect(await sock.subscribe(chatTopic(conv.id))).toEqual({ type: 'subscribed', topic: chatTopic(conv.id) });
      // the 客服 opens it: read; answers with a canned reply: the conversation is his
      const opened = data(await agent.api.get('/ops/service/messages', { id: conv.id }));
      expect(opened.list.map((m: { text: string }) => m.text)).toEqual(['你好，我的族谱打不开了', '一直显示加载中']);
      expect(data(await agent.api.get('/ops/service/list')).list[0].unanswered).toBe(0);
      canned = data(await agent.api.post('/ops/service/reply/save', { title: '清缓存', text: '请在设置里清除缓存后重试。' }));
      expect(data(await agent.api.get('/ops/service/replies')).list).toEqual([canned]);
      const answer = data(await agent.api.post('/ops/service/send', { id: conv.id, clientId: 'a1', text: canned.text }));
      expect(answer).toMatchObject({ seq: 3, sender: { id: agent.id, name: '客服·小美' }, text: '请在设置里清除缓存后重试。' });
      expect(await sock.until((f) => f.type === 'event')).toMatchObject({ data: { type: 'chat.message', message: { seq: 3, sender: { name: '客服·小美' } } } });
      // the same clientId again stores nothing more
      expect(data(await agent.api.post('/ops/service/send', { id: conv.id, clientId: 'a1', text: canned.text })).seq).toBe(3);
    } finally {
      sock.close();
    }
    expect(data(await user.api.get('/chat/unReadCount'))).toEqual({ total: 1, conversations: 1 });
    const mine = data(await agent.api.get('/ops/service/list', { status: 'mine' }));
    expect(mine.list[0]).toMatchObject({ conversationId: conv.id, assignee: { id: agent.id, name: '小美' } });
    // another 客服 cannot take it, nor give it back
    expect(refused(await agent2.api.post('/ops/service/assign', { id: conv.id, mine: 1 }))).toBe('该会话已由其他客服接待');
    expect(refused(await agent2.api.post('/ops/service/assign', { id: conv.id, mine: 0 }))).toBe('该会话不是您接待的');
    expect(data(await agent.api.post('/ops/service/assign', { id: conv.id, mine: 0 })).assignee).toBeNull();
    expect(data(await agent2.api.post('/ops/service/assign', { id: conv.id, mine: 1 })).assignee).toMatchObject({ id: agent2.id });

    // close: out of the open queue; no answer while closed; the user's next message opens it again, unassigned
    expect(data(await agent2.api.post('/ops/service/close', { id: conv.id })).status).toBe('closed');
    expect(data(await agent.api.get('/ops/service/list')).list).toHaveLength(0);
    expect(data(await agent.api.get('/ops/service/list', { status: 'closed' })).list).toHaveLength(1);
    expect(refused(await agent.api.post('/ops/service/send', { id: conv.id, clientId: 'a2', text: '还在吗' }))).toBe('会话已结束，用户再次发消息后才能回复');
    expect(refused(await agent.api.post('/ops/service/close', { id: conv.id }))).toBe('会话已结束');
    data(await say(user.api, conv.id, '还是不行'));
    expect(data(await agent.api.get('/ops/service/list')).list[0]).toMatchObject({ status: 'open', assignee: null, unanswered: 1 });

    // canned answers: edit, delete, bad input
    expect(data(await agent.api.post('/ops/service/reply/save', { id: canned.id, title: '清缓存', text: '新内容' })).text).toBe('新内容');
    expect(refused(await agent.api.post('/ops/service/reply/save', { title: '', text: 'x' }))).toBeTruthy();
    data(await agent.api.post('/ops/service/reply/delete', { id: canned.id }));
    expect(refused(await agent.api.post('/ops/service/reply/delete', { id: canned.id }))).toBe('快捷回复不存在');
    expect(refused(await agent.api.get('/ops/service/messages', { id: 999999 }))).toBe('客服会话不存在');
  });
});

describe('chat moderation', () => {
  it('a reported message is hidden, its sender warned and banned (messages refused), with a log; unban', async () => {
    const { user, other, mod } = await people();
    const conv = data(await user.api.post('/chat/open', { kind: 'direct', targetId: other.id }));
    const bad = data(await say(other.api, conv.id, '加我微信领红包'));
    const r = data(await user.api.post('/report/add', { type: 'message', id: conv.id, seq: bad.seq, category: 'fraud', reason: '骗子' }));
    expect(r.queue).toBe('chat');
    const queue = data(await mod.api.get('/ops/chat/report/list'));
    expect(queue.list[0]).toMatchObject({ id: r.id, categoryName: '诈骗', reporter: { id: user.id }, target: { id: other.id }, message: { text: '加我微信领红包' } });
    expect(refused(await user.api.get('/ops/chat/report/list'))).toBe('无权限：仅限工作人员');

    data(await mod.api.post('/ops/chat/report/handle', { id: r.id, action: 'hide', reason: '诈骗信息' }));
    expect(refused(await mod.api.post('/ops/chat/report/handle', { id: r.id, action: 'warn' }))).toBe('该举报已处理');
    const h = data(await user.api.get('/chat/messages', { id: conv.id }));
    expect(h.list[0]).toMatchObject({ seq: bad.seq, type: 'recalled', text: '该消息已被管理员隐藏' });

    // a user report: warn (a notice in his message centre), then ban for 3 days
    const u1 = data(await user.api.post('/report/add', { type: 'user', id: other.id, category: 'abuse' }));
    data(await mod.api.post('/ops/chat/report/handle', { id: u1.id, action: 'warn', reason: '骚扰' }));
    const notices = data(await other.api.get('/user/message/list', { kind: 'notification' })).list;
    expect(notices[0].title).toBe('您因违反社区规范收到警告');
    expect(refused(await mod.api.post('/ops/chat/report/handle', { id: u1.id, action: 'hide' }))).toBe('该举报已处理');
    const u2 = data(await user.api.post('/report/add', { type: 'user', id: other.id, category: 'abuse' }));
    expect(refused(await mod.api.post('/ops/chat/report/handle', { id: u2.id, action: 'hide' }))).toBe('举报的是用户，没有可隐藏的消息');
    data(await mod.api.post('/ops/chat/report/handle', { id: u2.id, action: 'ban', days: 3 }));
    expect(refused(await say(other.api, conv.id, '在吗'))).toBe('您已被禁止发送消息');
    t.clock.advance(3 * 86_400_000 + 1000);
    data(await say(other.api, conv.id, '在吗'));
    data(await mod.api.post('/ops/chat/unban', { userId: other.id }));
    expect(refused(await mod.api.post('/ops/chat/unban', { userId: other.id }))).toBe('该用户没有被禁止发消息');
    const log = data(await mod.api.get('/ops/chat/log/list')).list.map((l: { actionName: string }) => l.actionName);
    expect(log).toEqual(['解除禁止', '禁止发消息', '警告用户', '隐藏消息']);
  });
});
