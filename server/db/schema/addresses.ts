import { pgTable, serial, integer, text, timestamp, boolean, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** A user's delivery addresses (收货地址); at most one default per user (partial unique index). */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull().default(''),
  county: text('county').notNull().default(''),
  detail: text('detail').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('addresses_user_idx').on(t.userId, t.id),
  uniqueIndex('addresses_default_uq').on(t.userId).where(sql`${t.isDefault}`),
]);
