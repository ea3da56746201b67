import { pgTable, serial, integer, text, timestamp, boolean, index, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';

/** A user. Id 1 is the guest (spec §3); it exists from the first boot. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone'),
  /** Login account name, stored lowercase; null until set (GET /user/bind/account/:x). */
  account: text('account'),
  /** scrypt$<N>$<salt b64>$<hash b64>, or null when the user has never set a password. */
  passwordHash: text('password_hash'),
  nickname: text('nickname').notNull().default(''),
  /** 姓 — the spec calls the surname firstName. */
  firstName: text('first_name').notNull().default(''),
  realName: text('real_name').notNull().default(''),
  gender: integer('gender').notNull().default(0),
  photo: text('photo').notNull().default(''),
  background: text('background').notNull().default(''),
  signature: text('signature').notNull().default(''),
  city: text('city').notNull().default(''),
  birthday: text('birthday').notNull().default(''),
  /** 0 = 百家 (/pages/baijia/index) after login, 1 = home index. */
  defaultPage: integer('default_page').notNull().default(1),
  level: integer('level').notNull().default(0),
  extraProjectCount: integer('extra_project_count').notNull().default(0),
  shareValue: text('share_value').notNull(),
  hcAppId: text('hc_app_id').notNull().default('zupu'),
  wxOpenId: text('wx_open_id'),
  /** The user whose shareValue was given at sign-up (spec §4 "joins the agent"); the agent domain reads it. */
  invitedBy: integer('invited_by'),
  /** active | deleted */
  status: text('status').notNull().default('active'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('users_phone_uq').on(t.phone),
  uniqueIndex('users_account_uq').on(t.account),
  uniqueIndex('users_share_value_uq').on(t.shareValue),
  uniqueIndex('users_wx_open_id_uq').on(t.wxOpenId),
  index('users_first_name_idx').on(t.firstName),
]);

/** Login tokens; only the SHA-256 of a token is stored. */
export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  tokenHash: text('token_hash').notNull(),
  /** guest | password | sms | verify | scan | debug | wx */
  method: text('method').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/** SMS verification codes: hashed, 5-minute expiry, 5 wrong tries burn a code. */
export const smsCodes = pgTable('sms_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  /** login | register | reset | bind | change | logout */
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)]);

/** What the outbox SMS adapter "sent": the text a real gateway would deliver. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)]);

/** Image captchas (svg-captcha): the answer is stored hashed and can be used once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  passedAt: timestamp('passed_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** QR-code logins: a desktop shows `code`, a logged-in phone confirms it, the desktop's poll then logs in. */
export const qrLogins = pgTable('qr_logins', {
  code: text('code').primaryKey(),
  /** waiting | scanned | confirmed | consumed; "expired" is computed from expires_at. user_id = who scanned. */
  status: text('status').notNull().default('waiting'),
  userId: integer('user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Events counted by the rate limiter (login failures, SMS sends …), by key. */
export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('rate_events_key_idx').on(t.key, t.at)]);

/** Request counters of @fastify/rate-limit (server/http/rate-limits.ts): one fixed window per key (call + IP). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
});

/** Account deletions: asked, then carried out; kept as a record. */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  done: boolean('done').notNull().default(true),
});
