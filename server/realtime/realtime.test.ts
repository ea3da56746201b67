/** /app/ws in one process: authentication, authorised topics, empty topics dropped, limits, heartbeats, re-checks. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLOSE, projectTopic, userTopic } from '@contract/realtime';
import { seedClan, useTestApp } from '../../tests/helpers/clan-fixture';
import { apiClient, data } from '../../tests/helpers/api';
import { listenWs, TestSocket } from '../../tests/helpers/ws-client';

const t = useTestApp({ realtime: { heartbeatMs: 0, recheckMs: 0, maxSubscriptions: 3, maxMessageBytes: 1024 } });
let url: string;
const open: TestSocket[] = [];
const socket = async (token?: string) => {
  const s = token ? await TestSocket.authed(url, token) : await TestSocket.open(url);
  open.push(s);
  return s;
};
const guestToken = async (): Promise<string> => data(await apiClient(t.app).get('/login/guest')).token;

beforeEach(async () => { url = await listenWs(t.app); });
afterEach(() => { for (const s of open.splice(0)) s.close(); });

describe('authentication', () => {
  it('an unauthenticated socket answers ping but cannot subscribe; a members-only project event does not reach it', async () => {
    const w = await seedClan(t, { privacy: 'members' });
    const s = await socket();
    expect(await s.roundTrip()).toEqual([]);
    expect(await s.subscribe(projectTopic(w.projectId))).toEqual({
      type: 'error', code: 'auth-required', msg: '请先登录', topic: projectTopic(w.projectId),
    });
    await t.app.hub.publish(projectTopic(w.projectId), { secret: 1 });
    expect(await s.roundTrip()).toEqual([]);
  });

  it('refuses an unknown token with an error frame and closes the socket', async () => {
    const s = await socket();
    s.send({ type: 'auth', token: 'not-a-session' });
    expect(await s.next()).toEqual({ type: 'error', code: 'auth-failed', msg: '登录已过期，请重新登录' });
    expect((await s.closed).code).toBe(CLOSE.authFailed);
  });

  it('a guest token counts as a session', async () => {
    const s = await socket(await guestToken());
    expect(await s.roundTrip()).toEqual([]);
  });

  it('answers bad frames with 消息格式错误 and keeps the socket', async () => {
    const s = await socket();
    s.send('{not json');
    s.send({ type: 'subscribe' });
    s.send({ type: 'shout', topic: 'x' });
    expect(await s.roundTrip()).toEqual(Array(3).fill({ type: 'error', code: 'bad-message', msg: '消息格式错误' }));
  });
});

describe('project topics', () => {
  it('a non-member and a guest cannot subscribe to a members-only project; its admin can and receives its events', async () => {
    const w = await seedClan(t, { privacy: 'members', others: [{}] });
    const topic = projectTopic(w.projectId);
    const outsider = await socket(w.others[0].token);
    const guest = await socket(await guestToken());
    const admin = await socket(w.adminToken);
    for (const s of [outsider, guest]) expect(await s.subscribe(topic)).toEqual({ type: 'error', code: 'forbidden', msg: '没有权限', topic });
    expect(await admin.subscribe(topic)).toEqual({ type: 'subscribed', topic });

    await t.app.hub.publish(topic, { type: 'book.job', progress: 40 });
    expect(await admin.next()).toEqual({ type: 'event', topic, data: { type: 'book.job', progress: 40 } });
    for (const s of [outsider, guest]) expect(await s.roundTrip()).toEqual([]);
    expect(await admin.roundTrip()).toEqual([]);
  });

  it('a public project is open to any session; a password project needs its ap grant', async () => {
    const pub = await seedClan(t, { privacy: 'public', others: [{}] });
    const guest = await socket(await guestToken());
    expect(await guest.subscribe(projectTopic(pub.projectId))).toEqual({ type: 'subscribed', topic: projectTopic(pub.projectId) });

    const { projectId } = await seedClan(t, { privacy: 'members', project: { privacy: 'password', password: 'pass99' } });
    const topic = projectTopic(projectId);
    const other = await socket(pub.others[0].token);
    expect(await other.subscribe(topic)).toMatchObject({ type: 'error', code: 'forbidden', msg: '请输入访问密码' });
    expect(await other.subscribe(topic, 'not-a-grant')).toMatchObject({ type: 'error', msg: '请输入访问密码' });
    const { ap } = data(await pub.others[0].api.post('/project/verify/password', { projectId, password: 'pass99' }));
    expect(await other.subscribe(topic, ap)).toEqual({ type: 'subscribed', topic });
    // the grant is for that project only
    const second = await seedClan(t, { project: { privacy: 'password', password: 'pass99' } });
    expect(await other.subscribe(projectTopic(second.projectId), ap)).toMatchObject({ type: 'error', msg: '请输入访问密码' });
    expect(await other.subscribe(projectTopic(second.projectId + 1000), ap)).toMatchObject({ type: 'error', msg: '家族不存在' });
  });
});

describe('user topics', () => {
  it('only the user himself; never a guest; unknown topics are refused', async () => {
    const w = await seedClan(t, { others: [{}] });
    const me = await socket(w.adminToken);
    expect(await me.subscribe(userTopic(w.adminId))).toEqual({ type: 'subscribed', topic: userTopic(w.adminId) });
    expect(await me.subscribe(userTopic(w.others[0].id))).toEqual({ type: 'error', code: 'forbidden', msg: '没有权限', topic: userTopic(w.others[0].id) });
    const guest = await socket(await guestToken());
    expect(await guest.subscribe(userTopic(1))).toMatchObject({ type: 'error', code: 'forbidden', msg: '请先登录' });
    expect(await me.subscribe('nosuch:1')).toEqual({ type: 'error', code: 'unknown-topic', msg: '没有这个频道', topic: 'nosuch:1' });
    expect(await me.subscribe('user:01')).toMatchObject({ code: 'unknown-topic' });

    await t.app.hub.publish(userTopic(w.others[0].id), { unread: 3 });
    await t.app.hub.publish(userTopic(w.adminId), { unread: 1 });
    expect(await me.roundTrip()).toEqual([{ type: 'event', topic: userTopic(w.adminId), data: { unread: 1 } }]);
  });
});

describe('topics and limits', () => {
  it('drops a topic when its last socket leaves', async () => {
    const w = await seedClan(t, { privacy: 'public' });
    const topic = projectTopic(w.projectId);
    const a = await socket(w.adminToken);
    const b = await socket(w.adminToken);
    await a.subscribe(topic);
    await b.subscribe(topic);
    await a.subscribe(userTopic(w.adminId));
    expect(t.app.hub.stats()).toMatchObject({ sockets: 2, topics: 2, subscriptions: 3 });
    a.send({ type: 'unsubscribe', topic });
    expect(await a.next()).toEqual({ type: 'unsubscribed', topic });
    expect(t.app.hub.stats()).toMatchObject({ topics: 2, subscriptions: 2 });
    a.send({ type: 'unsubscribe', topic: userTopic(w.adminId) });
    await a.next();
    expect(t.app.hub.stats()).toMatchObject({ topics: 1, subscriptions: 1 });
    b.ws.close();
    await b.closed;
    for (let i = 0; i < 100 && t.app.hub.stats().sockets > 1; i++) await a.roundTrip(); // until the server has seen it
    expect(t.app.hub.stats()).toMatchObject({ sockets: 1, topics: 0, subscriptions: 0 });
  });

  it('limits subscriptions per socket and the size of a frame', async () => {
    const w = await seedClan(t, { privacy: 'public' });
    const s = await socket(w.adminToken);
    for (const topic of [projectTopic(w.projectId), userTopic(w.adminId)]) expect(await s.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    const w2 = await seedClan(t, { privacy: 'public' });
    expect(await s.subscribe(projectTopic(w2.projectId))).toMatchObject({ type: 'subscribed' });
    const w3 = await seedClan(t, { privacy: 'public' });
    expect(await s.subscribe(projectTopic(w3.projectId))).toEqual({
      type: 'error', code: 'too-many', msg: '订阅的频道太多（最多3个）', topic: projectTopic(w3.projectId),
    });
    // subscribing again to a held topic is not a new one
    expect(await s.subscribe(projectTopic(w.projectId))).toMatchObject({ type: 'subscribed' });

    s.send({ type: 'auth', token: 'x'.repeat(2000) });
    expect((await s.closed).code).toBe(1009);
  });
});

describe('heartbeats', () => {
  it('closes a socket that does not answer pings; keeps one that does', async () => {
    const w = await seedClan(t, { privacy: 'public' });
    const dead = await TestSocket.open(url, { autoPong: false });
    open.push(dead);
    const live = await socket(w.adminToken);
    const pinged = new Promise<void>((r) => live.ws.once('ping', () => r()));
    t.app.hub.heartbeat();
    await pinged;
    await live.roundTrip(); // its automatic pong went out before this ping, so the server has it
    t.app.hub.heartbeat();
    expect((await dead.closed).code).toBe(1006);
    expect(await live.roundTrip()).toEqual([]);
    expect(t.app.hub.stats().sockets).toBe(1);
  });
});

describe('re-checks', () => {
  it('takes a subscription away when the project closes to him, and closes the socket when he logs out', async () => {
    const w = await seedClan(t, { privacy: 'public', others: [{}] });
    const topic = projectTopic(w.projectId);
    const other = await socket(w.others[0].token);
    expect(await other.subscribe(topic)).toMatchObject({ type: 'subscribed' });
    expect(await other.subscribe(userTopic(w.others[0].id))).toMatchObject({ type: 'subscribed' });
    data(await w.admin.post('/project/add-or-edit', { id: w.projectId, name: '陈氏家族', surname: '陈', privacy: 'members' }));
    await t.app.hub.recheck();
    expect(await other.next()).toEqual({ type: 'error', code: 'forbidden', msg: '没有权限', topic });
    await t.app.hub.publish(topic, { n: 1 });
    expect(await other.roundTrip()).toEqual([]);

    data(await w.others[0].api.post('/login/logout/session'));
    await t.app.hub.recheck();
    expect(await other.next()).toMatchObject({ type: 'error', code: 'auth-failed' });
    expect((await other.closed).code).toBe(CLOSE.authFailed);
  });
});
