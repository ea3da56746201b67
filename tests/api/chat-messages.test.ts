/**
 * Chat (issue #17 point 3): 1:1 and group conversations, seq and unread, idempotent send, recall, blocks, reports,
 * history by seq, 免打扰 / pin / delete, and the `chat:<id>` topic's access rule.
 */
import { describe, expect, it } from 'vitest';
import { chatTopic } from '@contract/realtime';
import { projectUsers } from '../../server/db/schema/index';
import { png, uploadVia } from '../../server/domains/files/files.testkit';
import { data, type ApiReply } from '../helpers/api';
import { seedClan, seedUsers, useTestApp, type Client } from '../helpers/clan-fixture';
import { listenWs, TestSocket } from '../helpers/ws-client';

const t = useTestApp();
const refused = (r: ApiReply) => r.body.msbox;

async function pair() {
  const [a, b, c] = await seedUsers(t, [{ nickname: '陈德明' }, { nickname: '陈德华' }, { nickname: '林外人' }]);
  const conv = data(await a.api.post('/chat/open', { kind: 'direct', targetId: b.id }));
  return { a, b, c, conv };
}
let n = 0;
const say = (api: Client, id: number, text: string, clientId = `m${++n}`) => api.post('/chat/send', { id, clientId, type: 'text', text });
const unread = async (api: Client) => data(await api.get('/chat/unReadCount'));

describe('chat conversations and messages', () => {
  it('1:1: seq per conversation, unread = last − read, read receipts, history paged by seq', async () => {
    const { a, b, c, conv } = await pair();
    expect(conv).toMatchObject({ kind: 'direct', kindName: '私聊', title: '陈德华', peer: { id: b.id, name: '陈德华' }, lastSeq: 0, unread: 0 });
    expect(refused(await a.api.post('/chat/open', { kind: 'direct', targetId: a.id }))).toBe('不能和自己发消息');
    // the same conversation from the other side
    expect(data(await b.api.post('/chat/open', { kind: 'direct', targetId: a.id })).id).toBe(conv.id);
    for (let i = 1; i <= 5; i++) expect(data(await say(a.api, conv.id, `第${i}条`)).seq).toBe(i);
    expect(await unread(b.api)).toEqual({ total: 5, conversations: 1 });
    expect(await unread(a.api)).toEqual({ total: 0, conversations: 0 });
    const listed = data(await b.api.get('/chat/conversations')).list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: conv.id, unread: 5, lastSeq: 5, last: { seq: 5, text: '第5条', sender: { name: '陈德明' } } });
    // history: the newest page, then older by `before`, then what came `after`
    const h1 = data(await b.api.get('/chat/messages', { id: conv.id, size: 2 }));
    expect(h1.list.map((m: { seq: number }) => m.seq)).toEqual([4, 5]);
    expect(h1.hasMore).toBe(true);
    const h2 = data(await b.api.get('/chat/messages', { id: conv.id, size: 10, before: 4 }));
    expect(h2.list.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect(h2.hasMore).toBe(false);
    expect(data(await b.api.get('/chat/messages', { id: conv.id, after: 3 })).list.map((m: { text: string }) => m.text)).toEqual(['第4条', '第5条']);
    // read part, then all; a's detail shows the read receipt
    expect(data(await b.api.get('/chat/readMessage', { id: conv.id, seq: 3 }))).toEqual({ readSeq: 3, unread: 2, total: 2 });
    expect(data(await a.api.get('/chat/conversation', { id: conv.id })).peerReadSeq).toBe(3);
    expect(data(await b.api.get('/chat/readMessage', { id: conv.id, seq: 99 }))).toEqual({ readSeq: 5, unread: 0, total: 0 });
    expect(data(await b.api.get('/chat/readMessage', { id: conv.id, seq: 1 })).readSeq).toBe(5); // never back
    // an outsider reads nothing of it
    expect(refused(await c.api.get('/chat/messages', { id: conv.id }))).toBe('您不是该会话的成员');
    expect(refused(await c.api.post('/chat/send', { id: conv.id, clientId: 'x', type: 'text', text: '你好' }))).toBe('您不是该会话的成员');
    expect(refused(await c.api.get('/chat/conversation', { id: 999999 }))).toBe('会话不存在');
  });

  it('the same clientId twice stores one message (also when sent at once)', async () => {
    const { a, b, conv } = await pair();
    const first = data(await say(a.api, conv.id, '你好', 'same-1'));
    const again = data(await say(a.api, conv.id, '你好', 'same-1'));
    expect(again).toEqual(first);
    const burst = await Promise.all(Array.from({ length: 10 }, () => say(a.api, conv.id, '并发', 'same-2')));
    expect(new Set(burst.map((r) => data(r).seq)).size).toBe(1);
    expect(data(await b.api.get('/chat/messages', { id: conv.id })).list).toHaveLength(2);
    expect(await unread(b.api)).toEqual({ total: 2, conversations: 1 });
  });

  it('100 parallel sends from both sides: seqs 1…100 without gaps, unread counts right on each side', async () => {
    const { a, b, conv } = await pair();
    const sends = Array.from({ length: 100 }, (_, i) => say(i % 2 ? b.api : a.api, conv.id, `并发${i}`, `p${i}`));
    const seqs = (await Promise.all(sends)).map((r) => data(r).seq as number);
    expect([...seqs].sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const c = data(await a.api.get('/chat/conversation', { id: conv.id }));
    expect(c.lastSeq).toBe(100);
    // each side read up to his own last message: unread = the other's messages after it
    const lastOf = (odd: number) => Math.max(...seqs.filter((_, i) => i % 2 === odd));
    const otherAfter = (odd: number) => seqs.filter((s, i) => i % 2 !== odd && s > lastOf(odd)).length;
    expect(c.unread).toBe(otherAfter(0));
    expect(data(await b.api.get('/chat/conversation', { id: conv.id })).unread).toBe(otherAfter(1));
    const all = data(await a.api.get('/chat/messages', { id: conv.id, size: 100 }));
    expect(all.list.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(all.hasMore).toBe(false);
  });

  it('types: emoji, image (own upload with thumbnail), member card, clan link; bad content refused', async () => {
    const s = await seedClan(t, { others: [{ nickname: '陈德华' }] });
    const [b] = s.others;
    const conv = data(await s.admin.post('/chat/open', { kind: 'direct', targetId: b.id }));
    const send = (p: Record<string, unknown>) => s.admin.post('/chat/send', { id: conv.id, clientId: `t${++n}`, ...p });
    expect(data(await send({ type: 'emoji', text: '抱拳' }))).toMatchObject({ type: 'emoji', text: '抱拳', preview: '[抱拳]' });
    expect(refused(await send({ type: 'emoji', text: '不存在' }))).toBe('没有这个表情');
    const up = data(await uploadVia(t.app, '/upload', { token: s.adminToken, fields: { fileType: 0 }, file: { filename: 'a.png', content: await png(900, 600) } }));
    const img = data(await send({ type: 'image', fileId: up.id }));
    expect(img).toMatchObject({ type: 'image', preview: '[图片]', image: { url: up.url, thumbUrl: up.thumbUrl, width: 900, height: 600 } });
    // someone else's upload is not his to send
    expect(refused(await b.api.post('/chat/send', { id: conv.id, clientId: 'img-b', type: 'image', fileId: up.id }))).toBe('图片不存在或不是您上传的');
    expect(data(await send({ type: 'card', memberId: s.root.id }))).toMatchObject({ type: 'card', card: { memberId: s.root.id, clanId: s.clanId, name: '陈德公', generation: 1 } });
    expect(data(await send({ type: 'clan', clanId: s.clanId }))).toMatchObject({ type: 'clan', clan: { clanId: s.clanId, projectId: s.projectId } });
    // b is no member of the members-only project: he may not share its member or clan
    expect(refused(await b.api.post('/chat/send', { id: conv.id, clientId: 'card-b', type: 'card', memberId: s.root.id }))).toBe('没有权限');
    expect(refused(await send({ type: 'text', text: '   ' }))).toBe('消息内容不能为空');
    expect(refused(await send({ type: 'text', text: '加我玩網絡賭博' }))).toBe('内容含有敏感词，请修改后再发送');
    expect(refused(await send({ type: 'text', text: 'x'.repeat(2001) }))).toMatch(/消息内容/);
    expect(data(await b.api.get('/chat/conversation', { id: conv.id }))).toMatchObject({ lastSeq: 4, unread: 4 });
  });

  it('recall within 2 minutes: kept as "XX撤回了一条消息", unread drops; later or by others refused', async () => {
    const { a, b, conv } = await pair();
    await say(a.api, conv.id, '第一条');
    await say(a.api, conv.id, '发错了');
    expect(await unread(b.api)).toEqual({ total: 2, conversations: 1 });
    expect(refused(await b.api.post('/chat/recall', { id: conv.id, seq: 2 }))).toBe('只能撤回自己发送的消息');
    t.clock.advance(119_000);
    const r = data(await a.api.post('/chat/recall', { id: conv.id, seq: 2 }));
    expect(r).toMatchObject({ seq: 2, type: 'recalled', text: '陈德明撤回了一条消息', image: null });
    expect(await unread(b.api)).toEqual({ total: 1, conversations: 1 });
    const h = data(await b.api.get('/chat/messages', { id: conv.id })).list;
    expect(h.map((m: { text: string }) => m.text)).toEqual(['第一条', '陈德明撤回了一条消息']);
    expect(data(await b.api.get('/chat/conversations')).list[0].last.preview).toBe('陈德明撤回了一条消息');
    t.clock.advance(2_000);
    expect(refused(await a.api.post('/chat/recall', { id: conv.id, seq: 1 }))).toBe('发送超过2分钟的消息不能撤回');
    expect(refused(await a.api.post('/chat/recall', { id: conv.id, seq: 9 }))).toBe('消息不存在');
    expect(data(await b.api.get('/chat/readMessage', { id: conv.id }))).toEqual({ readSeq: 2, unread: 0, total: 0 });
  });

  it('block: his messages are refused until unblocked; report a message with a snapshot, or a user', async () => {
    const { a, b, c, conv } = await pair();
    await say(a.api, conv.id, '加我微信');
    expect(data(await b.api.post('/chat/block', { userId: a.id, block: 1 }))).toEqual({ blocked: true });
    expect(data(await b.api.get('/chat/blocks')).list).toEqual([{ id: a.id, name: '陈德明' }]);
    expect(refused(await say(a.api, conv.id, '在吗'))).toBe('对方已拒收你的消息');
    expect(refused(await say(b.api, conv.id, '你好'))).toBe('你已屏蔽对方，请先解除屏蔽');
    expect(refused(await b.api.post('/chat/block', { userId: b.id, block: 1 }))).toBe('不能屏蔽自己');
    data(await b.api.post('/chat/block', { userId: a.id, block: 0 }));
    expect(data(await say(a.api, conv.id, '在吗')).seq).toBe(2);
    const rep = data(await b.api.post('/chat/report', { id: conv.id, seq: 1, category: 'fraud', reason: '要加微信转账' }));
    expect(data(await b.api.post('/chat/report', { id: conv.id, seq: 1, category: 'fraud' })).id).toBe(rep.id);
    const rows = await t.db.db.query.chatReports.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: b.id, targetUserId: a.id, category: 'fraud', snapshot: { message: { text: '加我微信' }, kind: 'direct' } });
    expect(refused(await a.api.post('/chat/report', { id: conv.id, seq: 1, category: 'fraud' }))).toBe('不能举报自己的消息');
    expect(refused(await c.api.post('/chat/report', { id: conv.id, seq: 1, category: 'fraud' }))).toBe('您不是该会话的成员');
    expect(data(await c.api.post('/chat/report', { userId: a.id, category: 'abuse' })).id).toBeGreaterThan(rep.id);
    expect(refused(await c.api.post('/chat/report', { category: 'abuse' }))).toBe('请选择要举报的消息或用户');
    expect(refused(await c.api.post('/chat/report', { userId: a.id, category: 'nope' }))).toMatch(/举报类型/);
  });

  it('免打扰 leaves the badge total, pin lists first, delete clears my history and unread until the next message', async () => {
    const [a, b, c] = await seedUsers(t, [{ nickname: '甲' }, { nickname: '乙' }, { nickname: '丙' }]);
    const ab = data(await a.api.post('/chat/open', { kind: 'direct', targetId: b.id }));
    const cb = data(await c.api.post('/chat/open', { kind: 'direct', targetId: b.id }));
    await say(a.api, ab.id, '一');
    t.clock.advance(1000);
    await say(c.api, cb.id, '二');
    await say(c.api, cb.id, '三');
    expect(data(await b.api.get('/chat/conversations')).list.map((x: { id: number }) => x.id)).toEqual([cb.id, ab.id]);
    expect(data(await b.api.post('/chat/settings', { id: ab.id, pinned: 1 }))).toMatchObject({ pinned: true, unread: 1 });
    expect(data(await b.api.get('/chat/conversations')).list.map((x: { id: number }) => x.id)).toEqual([ab.id, cb.id]);
    data(await b.api.post('/chat/settings', { id: cb.id, muted: 1 }));
    expect(await unread(b.api)).toEqual({ total: 1, conversations: 2 });
    expect(refused(await b.api.post('/chat/settings', { id: cb.id }))).toBe('请选择要修改的设置');
    // delete: off the list, nothing unread, history empty for him (not for c)
    data(await b.api.post('/chat/delete', { id: cb.id }));
    expect(await unread(b.api)).toEqual({ total: 1, conversations: 1 });
    expect(data(await b.api.get('/chat/conversations')).list.map((x: { id: number }) => x.id)).toEqual([ab.id]);
    expect(data(await b.api.get('/chat/messages', { id: cb.id })).list).toEqual([]);
    expect(data(await c.api.get('/chat/messages', { id: cb.id })).list).toHaveLength(2);
    await say(c.api, cb.id, '四');
    expect(data(await b.api.get('/chat/conversations')).list.map((x: { id: number }) => x.id)).toContain(cb.id);
    expect(data(await b.api.get('/chat/messages', { id: cb.id })).list.map((m: { text: string }) => m.text)).toEqual(['四']);
    expect(data(await b.api.get('/chat/conversation', { id: cb.id })).unread).toBe(1);
  });
});

describe('group conversations', () => {
  it('a clan group is for project members only; the team group for the editing team; 禁言 by admin', async () => {
    const s = await seedClan(t, { privacy: 'public', others: [{ nickname: '陈成员' }, { nickname: '外人' }] });
    const [member, outsider] = s.others;
    await t.db.db.insert(projectUsers).values({ projectId: s.projectId, userId: member.id, role: 'member', createdAt: new Date() });
    const g = data(await s.admin.post('/chat/open', { kind: 'clan', targetId: s.clanId }));
    expect(g).toMatchObject({ kind: 'clan', kindName: '族群', title: '陈氏族谱族群', clanId: s.clanId, projectId: s.projectId });
    expect(data(await member.api.post('/chat/open', { kind: 'clan', targetId: s.clanId })).id).toBe(g.id);
    // a visitor of the public project is no member
    expect(refused(await outsider.api.post('/chat/open', { kind: 'clan', targetId: s.clanId }))).toBe('仅本族成员可进入族群');
    expect(refused(await outsider.api.get('/chat/messages', { id: g.id }))).toBe('仅本族成员可进入族群');
    expect(refused(await outsider.api.post('/chat/send', { id: g.id, clientId: 'o1', type: 'text', text: '你好' }))).toBe('仅本族成员可进入族群');
    await say(s.admin, g.id, '清明祭祖定在四月五日');
    expect(data(await member.api.get('/chat/conversation', { id: g.id }))).toMatchObject({ unread: 1, canSilence: false, peerReadSeq: null });
    expect(data(await s.admin.get('/chat/conversation', { id: g.id })).canSilence).toBe(true);
    // 禁言 for 10 minutes, then lifted by time
    expect(refused(await member.api.post('/chat/silence', { id: g.id, userId: s.adminId, minutes: 10 }))).toBe('仅管理员、协管员可以禁言');
    expect(data(await s.admin.post('/chat/silence', { id: g.id, userId: member.id, minutes: 10 })).silencedUntil).not.toBeNull();
    expect(refused(await say(member.api, g.id, '收到'))).toBe('您已被禁言');
    t.clock.advance(10 * 60_000 + 1);
    expect(data(await say(member.api, g.id, '收到')).seq).toBe(2);
    // the team group: the member (成员) is not on the editing team
    const team = data(await s.admin.post('/chat/open', { kind: 'team', targetId: s.projectId }));
    expect(team).toMatchObject({ kind: 'team', title: '陈氏家族编修群' });
    expect(refused(await member.api.post('/chat/open', { kind: 'team', targetId: s.projectId }))).toBe('仅编修团队成员可进入编修群');
    expect(refused(await member.api.get('/chat/conversation', { id: team.id }))).toBe('仅编修团队成员可进入编修群');
  });

  it('the chat topic: members subscribe and receive messages and recalls; others are refused', async () => {
    const s = await seedClan(t, { others: [{ nickname: '陈成员' }, { nickname: '外人' }] });
    const [member, outsider] = s.others;
    await t.db.db.insert(projectUsers).values({ projectId: s.projectId, userId: member.id, role: 'member', createdAt: new Date() });
    const g = data(await s.admin.post('/chat/open', { kind: 'clan', targetId: s.clanId }));
    const url = await listenWs(t.app);
    const [ms, os] = await Promise.all([TestSocket.authed(url, member.token), TestSocket.authed(url, outsider.token)]);
    try {
      expect(await ms.subscribe(chatTopic(g.id))).toEqual({ type: 'subscribed', topic: chatTopic(g.id) });
      expect(await os.subscribe(chatTopic(g.id))).toMatchObject({ type: 'error', code: 'forbidden', msg: '仅本族成员可进入族群' });
      const sent = data(await say(s.admin, g.id, '大家好'));
      expect(await ms.until((f) => f.type === 'event')).toEqual({ type: 'event', topic: chatTopic(g.id), data: { type: 'chat.message', message: sent } });
      data(await s.admin.post('/chat/recall', { id: g.id, seq: sent.seq }));
      const ev = await ms.until((f) => f.type === 'event');
      expect(ev).toMatchObject({ data: { type: 'chat.recall', message: { seq: sent.seq, type: 'recalled', text: `${sent.sender.name}撤回了一条消息` } } });
    } finally {
      ms.close();
      os.close();
    }
  });
});
