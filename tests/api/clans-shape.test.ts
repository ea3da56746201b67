/** /clan/detail's 世 range and root follow every change of the members (the shape is kept per clan version). */
import { beforeEach, expect, it } from 'vitest';
import { data } from '../helpers/api';
import { seedClan, useTestApp, type Client } from '../helpers/clan-fixture';

const t = useTestApp();
let me: Client;
let clanId: number;
let root: { id: number; version: number };

beforeEach(async () => {
  ({ admin: me, clanId, root } = await seedClan(t, { admin: { nickname: '陈管理' } }));
});

const detail = async () => data(await me.get(`/clan/detail/${clanId}`));

it('a son, a grandson, an ancestor and a deletion each show at once', async () => {
  const d0 = await detail();
  expect(d0).toMatchObject({ minGeneration: 1, maxGeneration: 1, rootId: root.id });
  expect(await detail()).toMatchObject({ minGeneration: 1, maxGeneration: 1, rootId: root.id });
  const son = data(await me.post('/clan-member/save/child', { clanId, fatherId: root.id, name: '成' }));
  expect(await detail()).toMatchObject({ maxGeneration: 2 });
  const grandson = data(await me.post('/clan-member/save/child', { clanId, fatherId: son.id, name: '光' }));
  expect(await detail()).toMatchObject({ minGeneration: 1, maxGeneration: 3, rootId: root.id });
  const top = data(await me.post('/clan-member/save/ancestor', { clanId, memberId: root.id, name: '祖' }));
  const d3 = await detail();
  expect(d3.rootId).toBe(top.id);
  expect(d3.maxGeneration - d3.minGeneration).toBe(3);
  expect(data(await me.get('/clan-member/delete', { id: grandson.id }))).toEqual({ deleted: 1 });
  const d4 = await detail();
  expect(d4.maxGeneration - d4.minGeneration).toBe(2);
});
