/** Helpers for the accounts API tests (tests/api/accounts-*.test.ts): codes from the outbox, quick logins. */
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '@contract/accounts';
import { apiClient, data } from '../../../tests/helpers/api';

export type Api = ReturnType<typeof apiClient>;

/** The newest SMS code the outbox holds for a phone (through the non-production debug call). */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const box = data(await apiClient(app).get('/debug/sms/outbox', { phone }));
  if (!box.list.length) throw new Error(`no SMS for ${phone}`);
  return box.list[0].code;
}

/** Ask for a code (as `api`'s caller) and read it from the outbox. */
export async function sendCode(app: FastifyInstance, phone: string, type = 'login', api: Api = apiClient(app)): Promise<string> {
  data(await api.get(`/sms/${phone}`, { type }));
  return lastCode(app, phone);
}

/** Log in (or sign up) by phone + SMS code; answers userInfo and a client with its token. */
export async function phoneLogin(app: FastifyInstance, phone: string, extra: Record<string, unknown> = {}) {
  const code = await sendCode(app, phone);
  const info = data(await apiClient(app).post('/login/phone', { phone, code, ...extra })) as UserInfo;
  return { info, api: apiClient(app, info.token) };
}
