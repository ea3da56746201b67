import { pgTable, serial, integer, text, timestamp, boolean, jsonb, index } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Name-picking requests (起名). The proposed names are computed once at creation and stored (`names`), so a
 * paid list never changes when the curated character list or the scoring changes later. Only the owner
 * sees a request; `paid` unlocks every name. Deleting sets `deleted_at` (the payment record stays valid).
 */
export const namedRequests = pgTable('named_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  surname: text('surname').notNull(),
  /** 1 = 男, 2 = 女 */
  gender: integer('gender').notNull(),
  /** The 字辈 character, '' when none. */
  zibei: text('zibei').notNull().default(''),
  /** first | second */
  zibeiPosition: text('zibei_position').notNull().default('first'),
  givenLength: integer('given_length').notNull().default(2),
  /** As entered (Beijing wall clock): YYYY-MM-DD HH:mm. */
  birth: text('birth').notNull(),
  birthAt: timestamp('birth_at', { withTimezone: true }).notNull(),
  birthplace: text('birthplace').notNull().default(''),
  avoid: text('avoid').notNull().default(''),
  /** done = names proposed. */
  status: text('status').notNull().default('done'),
  paid: boolean('paid').notNull().default(false),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The latest payment started for this request (payments.out_trade_no); a new order cancels a pending one. */
  orderNo: text('order_no'),
  /** The proposed names (contract Suggestion[]) and the 八字 they were scored against. */
  names: jsonb('names').notNull(),
  bazi: jsonb('bazi').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('named_requests_user_idx').on(t.userId, t.createdAt)]);
