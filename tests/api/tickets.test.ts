/**
 * Guest tickets have one issuer (server/domains/projects/project-grants.service.ts issueGuestTicket) behind the three
 * calls /project/ticket/guest, /project/ticket/guest/clan and /clan/ticket/guest: the caller must hold the
 * 'project.ticket' permission (admins; 协管员 by default, unless their role lost it), and a ticket is a 'guest'
 * grant that a new view password does not end (a password grant is ended by it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { data, type ApiReply } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let me: Client;
let bob: Client;
let bobId: number;
let carol: Client;
let projectId: number;
let clanId: number;

const issue = {
  project: (c: Client, days = 3) => c.get('/project/ticket/guest', { projectId, days }),
  projectClan: (c: Client, days = 3) => c.get('/project/ticket/guest/clan', { clanId, days }),
  clan: (c: Client, days = 3) => c.get('/clan/ticket/guest', { clanId, days }),
};
/** The ticket of a reply: `ap` (/project/ticket/*) or `ticket` (/clan/ticket/guest). */
const apOf = (r: ApiReply<{ ap?: string; ticket?: string }>): string => data(r).ap ?? data(r).ticket ?? '';
const canRead = async (c: Client, ap: string) => (await c.get('/clan/ticket/check', { clanId, ap })).body.data.canRead as boolean;

beforeEach(async () => {
  const s = await seedClan(t, { project: { privacy: 'password', password: 'pass99' }, others: [{ nickname: '小明' }, { nickname: '小红' }] });
  ({ admin: me, projectId, clanId } = s);
  [{ api: bob, id: bobId }, { api: carol }] = s.others;
});

describe('guest tickets: one rule for the three calls', () => {
  it('an admin issues on each call; a ticket opens the password project for its days', async () => {
    for (const call of Object.values(issue)) {
      const r = await call(me);
      expect(r.body.msg).toBe(1);
      expect(await canRead(carol, apOf(r))).toBe(true);
    }
  });

  it('someone without the permission is refused on each call with the same message: an outsider, a plain member', async () => {
    data(await me.post('/clan-team/save', { projectId, userId: bobId, role: 'member' }));
    for (const who of [carol, bob]) {
      for (const call of Object.values(issue)) expect((await call(who)).body).toEqual({ msg: 0, msbox: '没有权限' });
    }
  });

  it("a 协管员 issues by default; once his role loses 'project.ticket' every call refuses him", async () => {
    data(await me.post('/clan-team/save', { projectId, userId: bobId, role: 'manager' }));
    for (const call of Object.values(issue)) expect((await call(bob)).body.msg).toBe(1);
    const roles = data(await me.get('/permission/role/v2/list', { projectId })).list as { id: number; builtin: string; permissions: string[] }[];
    const mgr = roles.find((r) => r.builtin === 'manager')!;
    data(await me.post('/permission/save', { roleId: mgr.id, permissions: mgr.permissions.filter((k) => k !== 'project.ticket') }));
    for (const call of Object.values(issue)) expect((await call(bob)).body).toEqual({ msg: 0, msbox: '没有权限' });
  });

  it('a new view password ends password grants but not guest tickets, whichever call issued them', async () => {
    const password = data(await carol.post('/project/verify/password', { projectId, password: 'pass99' })).ap as string;
    const tickets = await Promise.all(Object.values(issue).map(async (call) => apOf(await call(me))));
    expect(await canRead(bob, password)).toBe(true);
    data(await me.post('/project/edit-privacy', { id: projectId, privacy: 'password', password: 'newpass1' }));
    expect(await canRead(bob, password)).toBe(false);
    for (const ap of tickets) expect(await canRead(bob, ap)).toBe(true);
  });

  it('tickets end after their days; days out of 1–365 are refused', async () => {
    const ap = apOf(await issue.clan(me, 2));
    t.clock.advance(2 * 86_400_000 + 1);
    expect(await canRead(carol, ap)).toBe(false);
    for (const call of Object.values(issue)) expect((await call(me, 0)).body.msg).toBe(0);
  });
});
