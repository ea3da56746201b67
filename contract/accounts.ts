/** Accounts: logging in, the session and the profile (spec §3 userInfo, §7 "User and login"). */
import { z } from 'zod';
import { call } from './common/index';

/** A user's level and what it allows (project limit: 0 = unlimited). */
export const UserLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  projectLimit: z.number().int(),
});

/** userInfo (spec §3): stored by the client under the `userInfo` cache key. A guest has id 1. */
export const UserInfo = z.object({
  id: z.number().int(),
  token: z.string(),
  hcAppId: z.string(),
  shareValue: z.string(),
  defaultPage: z.number().int(),
  level: UserLevel,
  extraProjectCount: z.number().int(),
  nickname: z.string(),
  photo: z.string(),
  /** Masked: 138****8000; empty for a guest. */
  phone: z.string(),
  hasPassword: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const loginGuest = call({
  method: 'GET',
  path: '/login/guest',
  access: 'public',
  params: z.object({}),
  reply: UserInfo,
  summary: '游客登录：返回 id 为 1 的游客身份和令牌',
});
