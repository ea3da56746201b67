/** How a user row is shown: userInfo (spec §3), the own profile and the public profile. */
import type { Profile, PublicProfile, UserInfo } from '@contract/accounts';
import type { UserRow } from './accounts.repo';

/** Levels (spec §3 level.projectLimit; §4 project limit: 0 = unlimited). */
export const LEVELS = [
  { level: 0, name: '普通用户', projectLimit: 3 },
  { level: 1, name: 'VIP会员', projectLimit: 10 },
  { level: 2, name: '族长会员', projectLimit: 0 },
];

export const levelOf = (u: UserRow) => LEVELS.find((l) => l.level === u.level) ?? LEVELS[0];

/** 13800138000 → 138****8000 (spec §9). */
export const maskPhone = (p: string | null) => (p && p.length >= 7 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '');

export function userInfo(u: UserRow, token: string): UserInfo {
  return {
    id: u.id,
    token,
    hcAppId: u.hcAppId,
    shareValue: u.shareValue,
    defaultPage: u.defaultPage,
    level: levelOf(u),
    extraProjectCount: u.extraProjectCount,
    nickname: u.nickname,
    photo: u.photo,
    phone: maskPhone(u.phone),
    hasPassword: !!u.passwordHash,
  };
}

export function profile(u: UserRow): Profile {
  return {
    id: u.id,
    nickname: u.nickname,
    firstName: u.firstName,
    realName: u.realName,
    gender: u.gender,
    photo: u.photo,
    background: u.background,
    signature: u.signature,
    city: u.city,
    birthday: u.birthday,
    phone: maskPhone(u.phone),
    account: u.account ?? '',
    hasPassword: !!u.passwordHash,
    defaultPage: u.defaultPage,
    level: levelOf(u),
    shareValue: u.shareValue,
    createdAt: u.createdAt.toISOString(),
    version: u.version,
  };
}

export function publicProfile(u: UserRow): PublicProfile {
  return {
    id: u.id,
    nickname: u.nickname,
    firstName: u.firstName,
    gender: u.gender,
    photo: u.photo,
    background: u.background,
    signature: u.signature,
    city: u.city,
    level: levelOf(u),
    createdAt: u.createdAt.toISOString(),
    deleted: u.status === 'deleted',
  };
}
