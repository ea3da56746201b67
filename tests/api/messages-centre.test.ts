/**
 * The message centre (issue #17 point 2): a domain publishes through publishMessage (a friend request here), counts
 * per kind with chat's unread, list, read one and a kind, per-kind settings, project grouping, the live count event.
 */
import { describe, expect, it } from 'vitest';
import { userTopic } from '@contract/realtime';
import { publishMessage } from '../../server/domains/messages/index';
import type { Ctx } from '../../server/http/context';
import { data, type ApiReply } from '../helpers/api';
import { seedClan, seedUsers, useTestApp } from '../helpers/clan-fixture';
import { listenWs, TestSocket } from '../helpers/ws-client';

const t = useTestApp();
const refused = (r: ApiReply) => r.body.msbox;
const zero = { total: 0, notification: 0, chat: 0, interaction: 0, activity: 0, project: 0 };

describe('message centre', () => {
  it('a friend request and a chat message show in the counts; read one, read a kind; settings stop a kind', async () => {
    const [a, b, c] = await seedUsers(t, [{ nickname: '甲' }, { nickname: '乙' }, { nickname: '丙' }]);
    expect(data(await b.api.get('/user/message/count'))).toEqual(zero);
    data(await a.api.get(`/user/friend/apply/${b.id}`));
    const conv = data(await a.api.post('/chat/open', { kind: 'direct', targetId: b.id }));
    data(await a.api.post('/chat/send', { id: conv.id, clientId: 'x1', type: 'text', text: '你好' }));
    expect(data(await b.api.get('/user/message/count'))).toEqual({ ...zero, total: 2, interaction: 1, chat: 1 });
    const list = data(await b.api.get('/user/message/list', { kind: 'interaction' })).list;
    expect(list).toMatchObject([{ kind: 'interaction', kindName: '互动', title: '好友申请', content: '甲请求加你为好友', link: '/mine/message/follow?tab=requests', read: false }]);
    expect(data(await b.api.get('/user/message/read', { id: list[0].id }))).toEqual({ ...zero, total: 1, chat: 1 });
    expect(refused(await c.api.get('/user/message/read', { id: list[0].id }))).toBe('消息不存在');
    // confirming tells the asker
    const req = data(await b.api.get('/user/friend/request/list')).list[0];
    data(await b.api.get(`/user/friend/confirm/${req.id}`));
    expect(data(await a.api.get('/user/message/list', { kind: 'interaction' })).list[0]).toMatchObject({ title: '好友申请已通过', content: '乙同意了你的好友申请' });
    expect(data(await a.api.get('/user/message/readAll', { kind: 'interaction' })).interaction).toBe(0);
    // settings: interaction off → c's request to b is not stored for b
    expect(data(await b.api.get('/user/message/set'))).toEqual({ notification: true, interaction: true, activity: true, project: true });
    expect(data(await b.api.post('/user/message/set', { interaction: 0 }))).toEqual({ notification: true, interaction: false, activity: true, project: true });
    data(await c.api.get(`/user/friend/apply/${b.id}`));
    expect(data(await b.api.get('/user/message/count')).interaction).toBe(0);
    expect(refused(await b.api.get('/user/message/list', { kind: 'chat' }))).toMatch(/消息类型/);
  });

  it('project messages grouped by project; the live count event on user:<id>', async () => {
    const s = await seedClan(t, { others: [{ nickname: '陈成员' }] });
    const [m] = s.others;
    const url = await listenWs(t.app);
    const sock = await TestSocket.authed(url, m.token);
    try {
      expect(await sock.subscribe(userTopic(m.id))).toEqual({ type: 'subscribed', topic: userTopic(m.id) });
      const ctx = { adapters: t.app.deps.adapters, req: { server: t.app } } as unknown as Ctx;
      await publishMessage(ctx, t.db.db, { userId: m.id, kind: 'project', title: '团队邀请', content: '陈氏家族邀请你加入编修团队', projectId: s.projectId });
      expect(await sock.until((f) => f.type === 'event')).toEqual({ type: 'event', topic: userTopic(m.id), data: { type: 'message.count' } });
      await publishMessage(ctx, t.db.db, { userId: m.id, kind: 'project', title: '纠错已采纳', projectId: s.projectId });
      const g = data(await m.api.get('/user/message/project')).list;
      expect(g).toMatchObject([{ projectId: s.projectId, projectName: '陈氏家族', unread: 2, last: { title: '纠错已采纳' } }]);
      expect(data(await m.api.get('/user/message/list', { kind: 'project', projectId: s.projectId })).list).toHaveLength(2);
    } finally {
      sock.close();
    }
  });
});
