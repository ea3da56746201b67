/**
 * Where each table goes on a distributed PostgreSQL (Citus; docs/scaling.md). Project tables — every table with a
 * NOT NULL `project_id`, and `projects` itself (its `id`) — are distributed by project id and co-located, so a
 * project's data lives on one shard. Every other table is named here with its placement and the reason;
 * server/db/schema/keys.test.ts fails when a table is neither, or when a project table's keys miss project_id.
 *
 * - reference: copied to every node; project tables may hold foreign keys to it (users).
 * - local: stays on the coordinator (a Citus local table): global unique keys that name no project or user (a phone
 *   number, a token hash, a trade number), short-lived rows, or user-owned data small next to the clan data. Such a
 *   table may reference a reference table; no project table references it.
 */
export type Placement = { kind: 'reference' | 'local'; reason: string };

/** The root of the project tables: distributed by its own id. */
export const PROJECT_ROOT = 'projects';

export const NOT_PROJECT_TABLES: Record<string, Placement> = {
  users: { kind: 'reference', reason: 'every project table names users (owner, team, marks); unique phone/account/share value are global' },
  sessions: { kind: 'local', reason: 'looked up by token hash (unique, names no user before the lookup)' },
  sms_codes: { kind: 'local', reason: 'by phone, minutes long' },
  sms_outbox: { kind: 'local', reason: 'by phone (the outbox adapter)' },
  captchas: { kind: 'local', reason: 'by captcha id, minutes long' },
  qr_logins: { kind: 'local', reason: 'by QR code, minutes long' },
  rate_events: { kind: 'local', reason: 'rate-limit keys (phone, ip), minutes long' },
  rate_counters: { kind: 'local', reason: 'request counters per call and IP (server/http/rate-limits.ts), one window long' },
  account_deletions: { kind: 'local', reason: 'a record per user, small' },
  payments: { kind: 'local', reason: 'out_trade_no is unique across every user (the provider calls back with it alone)' },
  pay_sandbox_trades: { kind: 'local', reason: 'the sandbox provider\'s own book, by out_trade_no' },
  wallets: { kind: 'local', reason: 'money: settled in one transaction with payments and wallet_ledger' },
  wallet_ledger: { kind: 'local', reason: 'ref (payment:<out_trade_no>) is unique across users: one credit per payment' },
  project_purchases: { kind: 'local', reason: 'a user\'s purchase (project_id null for extra project slots), settled with payments' },
  print_package_purchases: { kind: 'local', reason: 'a user\'s 印制金 purchase, settled with payments' },
  print_package_uses: { kind: 'local', reason: 'a user\'s 印制金 spending, in one transaction with the wallet' },
  files: { kind: 'local', reason: 'a user\'s uploads (project_id only for album files); the storage key is unique across users' },
  named_requests: { kind: 'local', reason: 'a user\'s name-picking requests, small' },
  families: { kind: 'local', reason: 'a user\'s own family tree (not a project); next step: distributed by family id with family_users, family_persons' },
  family_users: { kind: 'local', reason: 'members of a user\'s family tree (with families)' },
  family_persons: { kind: 'local', reason: 'persons of a user\'s family tree (with families)' },
  sacrifice_halls: { kind: 'local', reason: 'a user\'s memorial hall (project_id only when linked to a clan member); hall ids are public links' },
  sacrifice_offerings: { kind: 'local', reason: 'by hall (with sacrifice_halls); out_trade_no unique across users' },
  sacrifice_messages: { kind: 'local', reason: 'by hall (with sacrifice_halls)' },
  sacrifice_lifetime: { kind: 'local', reason: 'by hall (with sacrifice_halls)' },
  sacrifice_logs: { kind: 'local', reason: 'by hall; the popularity ranking reads all halls' },
  sacrifice_favorites: { kind: 'local', reason: 'a user\'s favourite halls (memorial and ancestral)' },
  vr_works: { kind: 'local', reason: 'a user\'s panorama works (project_id optional)' },
  staff_roles: { kind: 'local', reason: 'site staff (运营/客服/审核/财务): a handful of rows, read on every /ops call' },
  job_progress: { kind: 'local', reason: 'live progress of queued jobs (server/jobs), keyed by the queue job uuid; pg-boss tables live beside it' },
  mall_categories: { kind: 'local', reason: 'the site-wide mall catalogue categories (small)' },
  mall_products: { kind: 'local', reason: 'the site-wide mall catalogue (not project data)' },
  mall_skus: { kind: 'local', reason: 'mall stock: reserved by conditional UPDATEs in one transaction with the order' },
  mall_stock_logs: { kind: 'local', reason: 'staff stock changes of mall SKUs' },
  mall_collects: { kind: 'local', reason: 'a user\'s collected mall products' },
  mall_cart_items: { kind: 'local', reason: 'a user\'s cart' },
  mall_orders: { kind: 'local', reason: 'a user\'s mall orders, settled with payments; code unique across users' },
  mall_order_items: { kind: 'local', reason: 'lines of mall orders (with mall_orders)' },
  mall_reviews: { kind: 'local', reason: 'reviews of mall products, one per order item' },
  mall_express_cache: { kind: 'local', reason: 'express traces of mall orders, cached for minutes' },
  coupons: { kind: 'local', reason: 'site-wide coupons issued by staff' },
  user_coupons: { kind: 'local', reason: 'coupons a user holds, locked and used with mall orders' },
  addresses: { kind: 'local', reason: 'a user\'s delivery addresses' },
  realtime_events: { kind: 'local', reason: 'bodies of realtime events between processes, minutes long (server/realtime)' },
  chat_conversations: { kind: 'local', reason: 'chat between users across projects (1:1 names no project); by conversation id' },
  chat_members: { kind: 'local', reason: 'users\' places in chat conversations (with chat_conversations)' },
  chat_messages: { kind: 'local', reason: 'chat messages by conversation (with chat_conversations); next step: distributed by conversation id' },
  chat_blocks: { kind: 'local', reason: 'a user\'s blocked users, small' },
  chat_reports: { kind: 'local', reason: 'reports of chat messages and users, read by staff across users' },
  social_follows: { kind: 'local', reason: 'who follows whom (关注), by user' },
  social_friends: { kind: 'local', reason: 'friendships between users, by user' },
  social_friend_requests: { kind: 'local', reason: 'friend requests between users' },
  social_settings: { kind: 'local', reason: 'a user\'s privacy setting (who may find him)' },
  user_messages: { kind: 'local', reason: 'a user\'s message centre (project_id only as a label), by user' },
  user_message_settings: { kind: 'local', reason: 'a user\'s message kinds switched off' },
  content_posts: { kind: 'local', reason: 'posts and articles: public (no project) or of one clan; by author; next step: clan posts distributed by project id' },
  content_likes: { kind: 'local', reason: 'likes of posts (with content_posts)' },
  content_shares: { kind: 'local', reason: 'counted shares of posts (with content_posts)' },
  content_replies: { kind: 'local', reason: 'replies to posts (with content_posts)' },
  content_reply_likes: { kind: 'local', reason: 'likes of replies (with content_replies)' },
  content_blacklist: { kind: 'local', reason: 'a user\'s hidden authors, small' },
  content_reports: { kind: 'local', reason: 'reports of posts, read by staff across users' },
  content_publish_locks: { kind: 'local', reason: 'users a moderator restricted, a handful' },
  content_mod_logs: { kind: 'local', reason: 'the moderators\' log, read by staff' },
  user_activity_logs: { kind: 'local', reason: 'a user\'s own activity log, by user' },
  find_items: { kind: 'local', reason: 'the site-wide discovery feed by staff (not project data)' },
  find_marks: { kind: 'local', reason: 'likes, collects and shares of find items, by item and user' },
  find_comments: { kind: 'local', reason: 'comments on find items' },
  find_comment_likes: { kind: 'local', reason: 'likes of find comments' },
  find_orders: { kind: 'local', reason: 'sign-ups for genealogy services, read by staff' },
  school_courses: { kind: 'local', reason: 'the site-wide school catalogue by staff' },
  school_lessons: { kind: 'local', reason: 'lessons of school courses (with school_courses)' },
  school_progress: { kind: 'local', reason: 'a user\'s finished lessons' },
  school_purchases: { kind: 'local', reason: 'a user\'s bought courses, settled with payments' },
};
