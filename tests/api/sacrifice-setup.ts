/** Shared set-up of the sacrifice API tests: a clan with a deceased founder, his son, and a memorial hall for him. */
import { createUser } from '../helpers/users';
import { apiClient, data } from '../helpers/api';
import type { TestApp } from '../helpers/test-app';
import { seedClan, type Client } from '../helpers/clan-fixture';

export type Api = Client;

export async function clanWithHall(t: TestApp, privacy: 'public' | 'members' = 'public') {
  const s = await seedClan(t, { privacy, admin: { nickname: '陈建国' }, root: false });
  const { admin: owner, projectId, clanId } = s;
  const ownerUser = { id: s.adminId, token: s.adminToken };
  const founder = data(await owner.post('/clan-member/save/child', {
    clanId, surname: '陈', name: '大明', generation: 1, birthText: '1930年4月2日', deathText: '2026年11月1日',
  }));
  const son = data(await owner.post('/clan-member/save/child', { clanId, fatherId: founder.id, name: '建国', birthText: '1960年3月1日' }));
  const hallId = data(await owner.post('/sacrifice/custom/add-or-edit', { memberId: founder.id, style: 2 })).id as number;
  return { owner, ownerUser, projectId, clanId, founder, son, hallId };
}

export async function newUser(t: TestApp, nickname?: string) {
  const u = await createUser(t, { nickname });
  return { id: u.id, api: apiClient(t.app, u.token) };
}

/** A client with the guest's token (calls that are not public need a session; the guest has one). */
export async function guest(t: TestApp): Promise<Api> {
  return apiClient(t.app, data(await apiClient(t.app).get('/login/guest')).token);
}
