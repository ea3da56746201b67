/**
 * The set-up most API tests share: one test app for the file (emptied before each test), and a 陈氏 project with
 * one clan, made through the API by its owner, plus other users and the clan's root member (德公, 世 1).
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BuildOptions } from '../../server/app';
import { createTestApp, type TestApp } from './test-app';
import { apiClient, data } from './api';
import { createUser } from './users';

export type Client = ReturnType<typeof apiClient>;

/**
 * createTestApp in beforeAll, close in afterAll, reset in beforeEach. The answer stands for the app of the file:
 * read its fields inside hooks and tests (not at the top of the file, before beforeAll has run).
 */
export function useTestApp(opts: Omit<BuildOptions, 'db'> = {}): TestApp {
  let current: TestApp | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error('the test app is not open yet (use it inside hooks and tests)');
    return current;
  };
  beforeAll(async () => { current = await createTestApp(opts); });
  afterAll(async () => { await current?.close(); });
  beforeEach(async () => { await app().reset(); });
  return {
    get app() { return app().app; },
    get db() { return app().db; },
    get clock() { return app().clock; },
    reset: () => app().reset(),
    close: () => app().close(),
  };
}

export interface UserSpec { phone?: string; nickname?: string }
export interface SeededUser { id: number; token: string; api: Client }

/** Logged-in users with their API clients, made one after the other in this order. */
export async function seedUsers(t: TestApp, specs: UserSpec[]): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  for (const spec of specs) {
    const u = await createUser(t, spec);
    users.push({ id: u.id, token: u.token, api: apiClient(t.app, u.token) });
  }
  return users;
}

export interface SeedOptions {
  /** Privacy of the project (default 'members'). */
  privacy?: 'public' | 'members';
  /** The owner (管理员) of the project. */
  admin?: UserSpec;
  /** Further users, made after the owner in this order (none is a project member). */
  others?: UserSpec[];
  /** Project params beyond the defaults (name 陈氏家族, surname 陈). */
  project?: Record<string, unknown>;
  /** Clan params beyond the defaults (name 陈氏族谱). */
  clan?: Record<string, unknown>;
  /** The call that makes the clan (default /clan/save). */
  clanPath?: '/clan/save' | '/project/clan/add-or-edit';
  /** Add the root member 陈德公, 世 1 (default true). */
  root?: boolean;
}

export interface SeededClan {
  admin: Client;
  adminId: number;
  adminToken: string;
  others: SeededUser[];
  projectId: number;
  clanId: number;
}

export type Member = { id: number; version: number };

/** Users first (owner, then others), then the project, the clan and — unless root: false — the root member. */
export async function seedClan(t: TestApp, opts: SeedOptions & { root: false }): Promise<SeededClan>;
export async function seedClan(t: TestApp, opts?: SeedOptions): Promise<SeededClan & { root: Member }>;
export async function seedClan(t: TestApp, opts: SeedOptions = {}): Promise<SeededClan & { root?: Member }> {
  const [a, ...others] = await seedUsers(t, [opts.admin ?? {}, ...(opts.others ?? [])]);
  const admin = a.api;
  const projectId: number = data(await admin.post('/project/add-or-edit', {
    name: '陈氏家族', surname: '陈', privacy: opts.privacy ?? 'members', ...opts.project,
  })).id;
  const clanId: number = data(await admin.post(opts.clanPath ?? '/clan/save', { projectId, name: '陈氏族谱', ...opts.clan })).id;
  const seeded: SeededClan = { admin, adminId: a.id, adminToken: a.token, others, projectId, clanId };
  if (opts.root === false) return seeded;
  const root: Member = data(await admin.post('/clan-member/save/child', { clanId, surname: '陈', name: '德公', generation: 1 }));
  return { ...seeded, root };
}
