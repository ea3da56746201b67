/**
 * Staff roles and the /ops calls (contract/staff.ts): a non-staff user gets msg 0 on every /ops call, a guest 401;
 * staff see their roles; only admin lists the staff; requireStaff passes the role or admin; roles are given only by
 * the command line's grantByPhone (no /ops call grants).
 */
import { describe, expect, it } from 'vitest';
import { NOT_STAFF, OPS_CALLS, type StaffRole } from '@contract/staff';
import type { CallDef } from '@contract/common/index';
import { useTestApp, seedUsers } from '../helpers/clan-fixture';
import { apiClient } from '../helpers/api';
import { grantByPhone, requireStaff, revokeByPhone, StaffCliError } from '../../server/domains/staff/index';
import type { Ctx } from '../../server/http/context';

const t = useTestApp();

const callOps = (token: string | undefined, def: CallDef) => apiClient(t.app, token)[def.method === 'GET' ? 'get' : 'post'](def.path, {});
/** A call whose params need more than {} answers its params message first (msg 0 all the same); its own test checks NOT_STAFF. */
const refusal = (def: CallDef) => (def.params.safeParse({}).success && !def.path.includes(':') ? { msg: 0, msbox: NOT_STAFF } : { msg: 0, msbox: expect.any(String) });
const grant = (phone: string, role: string) => grantByPhone(t.app.deps, phone, role, 'test');

describe('/ops calls', () => {
  it('every /ops route is in OPS_CALLS, and the staff calls are read-only GETs (none grants a role)', () => {
    const ops = t.app.deps.calls.filter((d) => d.path.startsWith('/ops/')).map((d) => `${d.method} ${d.path}`).sort();
    expect(ops).toEqual(OPS_CALLS.map((d) => `${d.method} ${d.path}`).sort());
    expect(ops.filter((o) => o.includes(' /ops/staff') || o.includes(' /ops/me')).every((o) => o.startsWith('GET '))).toBe(true);
  });

  it('a logged-in user without a staff role gets msg 0 on every /ops call; a guest and no token get 401', async () => {
    const [plain] = await seedUsers(t, [{ phone: '13900000001' }]);
    const guest = (await t.app.inject({ method: 'GET', url: '/app/api/login/guest' })).json().data.token as string;
    for (const def of OPS_CALLS) {
      const r = await callOps(plain.token, def);
      expect(r.status, def.path).toBe(200);
      expect(r.body, def.path).toEqual(refusal(def));
      for (const token of [guest, undefined]) {
        const g = await callOps(token, def);
        expect(g.status, def.path).toBe(401);
        expect(g.body.msg).toBe(401);
      }
    }
  });

  it('a revoked staff member is refused again', async () => {
    const [u] = await seedUsers(t, [{ phone: '13900000002' }]);
    await grant('13900000002', 'service');
    expect((await callOps(u.token, OPS_CALLS[0])).body).toMatchObject({ msg: 1, data: { roles: ['service'] } });
    expect(await revokeByPhone(t.app.deps.db, '13900000002', 'service')).toMatchObject({ removed: true });
    for (const def of OPS_CALLS) expect((await callOps(u.token, def)).body).toEqual(refusal(def));
  });

  it('an operator sees his roles but not the staff list; an admin sees everyone, phones masked', async () => {
    const [op, boss] = await seedUsers(t, [{ phone: '13900000003', nickname: '小运' }, { phone: '13900000004', nickname: '老板' }]);
    await grant('13900000003', 'operator');
    await grant('13900000003', 'finance');
    await grant('13900000004', 'admin');
    const me = (await apiClient(t.app, op.token).get('/ops/me')).body;
    expect(me).toEqual({ msg: 1, data: { userId: op.id, nickname: '小运', roles: ['operator', 'finance'] } });
    expect((await apiClient(t.app, op.token).get('/ops/staff/list')).body).toEqual({ msg: 0, msbox: NOT_STAFF });
    const list = (await apiClient(t.app, boss.token).get('/ops/staff/list')).body;
    expect(list.msg).toBe(1);
    expect(list.data.list.map((m: { userId: number; phone: string; roles: { role: string }[] }) => [m.userId, m.phone, m.roles.map((r) => r.role)])).toEqual([
      [op.id, '139****0003', ['operator', 'finance']],
      [boss.id, '139****0004', ['admin']],
    ]);
  });
});

describe('requireStaff', () => {
  const ctxOf = (id: number): Pick<Ctx, 'db' | 'user'> => ({ db: t.app.deps.db, user: { id, isGuest: false, sessionId: 0 } });

  it('passes the role asked for (or any of a list) and admin; refuses other roles, non-staff and the guest', async () => {
    const [fin, adm, none] = await seedUsers(t, [{ phone: '13900000005' }, { phone: '13900000006' }, { phone: '13900000007' }]);
    await grant('13900000005', 'finance');
    await grant('13900000006', 'admin');
    await expect(requireStaff(ctxOf(fin.id), 'finance')).resolves.toEqual(['finance']);
    await expect(requireStaff(ctxOf(fin.id), ['moderator', 'finance'])).resolves.toEqual(['finance']);
    await expect(requireStaff(ctxOf(fin.id))).resolves.toEqual(['finance']);
    await expect(requireStaff(ctxOf(fin.id), 'moderator')).rejects.toMatchObject({ msbox: NOT_STAFF });
    for (const role of ['operator', 'service', 'moderator', 'finance'] as StaffRole[]) {
      await expect(requireStaff(ctxOf(adm.id), role)).resolves.toEqual(['admin']);
    }
    await expect(requireStaff(ctxOf(none.id))).rejects.toMatchObject({ msbox: NOT_STAFF });
    await expect(requireStaff({ db: t.app.deps.db, user: { id: 1, isGuest: true, sessionId: 0 } })).rejects.toMatchObject({ msbox: NOT_STAFF });
  });
});

describe('grantByPhone (the command line)', () => {
  it('creates the account of a new phone, is idempotent, and refuses unknown roles and bad phones', async () => {
    const first = await grant('13900000008', 'moderator');
    expect(first).toMatchObject({ role: 'moderator', added: true, createdUser: true });
    expect(first.userId).toBeGreaterThan(1);
    expect(await grant('13900000008', 'moderator')).toMatchObject({ userId: first.userId, added: false, createdUser: false });
    await expect(grant('13900000008', 'boss')).rejects.toBeInstanceOf(StaffCliError);
    await expect(grant('12345', 'admin')).rejects.toBeInstanceOf(StaffCliError);
    await expect(revokeByPhone(t.app.deps.db, '13900000099', 'admin')).rejects.toBeInstanceOf(StaffCliError);
  });
});
