import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Access, CallDef } from '@contract/common/index';
import type { Db } from '../db/client';
import type { Config } from '../config';
import type { Clock } from '../adapters/clock';
import type { Ids } from '../adapters/ids';
import type { SmsGateway } from '../adapters/sms';
import type { Storage } from '../adapters/storage';
import type { ExpressTracker } from '../adapters/express';
import type { PayoutGateway } from '../adapters/payout';
import type { SessionCache } from './session-cache';
import type { VisitLog } from '../domains/projects/visit-log';

/** The adapters every service reaches I/O through (time, ids, SMS, files). */
export interface Adapters {
  clock: Clock;
  ids: Ids;
  sms: SmsGateway;
  storage: Storage;
  /** Express tracking (the sandbox by default). */
  express: ExpressTracker;
  /** Wallet withdrawal payouts (the sandbox by default). */
  payout: PayoutGateway;
}

/** What the app holds for its whole life. */
export interface Deps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  adapters: Adapters;
  /** Answers are checked against the contract's reply schema (on in development and tests). */
  checkReplies: boolean;
  /** Every call registered on this app (the fuzz test walks them). */
  calls: CallDef[];
  /** Token → live session in memory (embedded PGlite only, session-cache.ts); null = every call asks the database. */
  sessionCache?: SessionCache | null;
  /** Project views counted in memory, written a second later in one statement (projects/visit-log.ts). */
  visits: VisitLog;
  /** The database for work no request waits on (the examples loaded after start): `DbHandle.background`, else `db`. */
  backgroundDb?: Db;
}

export interface SessionUser {
  id: number;
  isGuest: boolean;
  sessionId: number;
}

/** The request headers of spec §7 that carry state. */
export interface CallHeaders {
  projectId?: number;
  clanId?: number;
  ap?: string;
  appId?: string;
  platform?: string;
  version?: string;
}

/** What a handler gets besides its params. `user` is set for `session` and `user` calls. */
export interface Ctx<A extends Access = Access> extends Deps {
  user: A extends 'public' ? SessionUser | null : SessionUser;
  token: string | null;
  headers: CallHeaders;
  ip: string;
  log: FastifyBaseLogger;
  req: FastifyRequest;
}
