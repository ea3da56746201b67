/** Configuration: environment variables only, each with a working default. `npm start -- --help` lists them. */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database runs in a thread of its own (server/db/pglite-thread.ts), not on the event loop. */
  pgliteThread: boolean;
  /** The embedded database's code compiled once, unoptimised: less memory, slower queries (server/db/pglite-open.ts). */
  pgliteLean: boolean;
  storage: 'disk' | 's3';
  sms: 'outbox';
  pay: 'sandbox';
  publicUrl: string;
  production: boolean;
  logLevel: string;
  /** A running job's lease in seconds: a job whose process died runs again this long after (server/jobs/). */
  jobLeaseSeconds: number;
  /**
   * Which proxies may name the client's address in X-Forwarded-For: false (none: the socket's peer is the client),
   * a hop count, or a list of proxy addresses/subnets. Every per-IP limit uses the address resolved from this.
   */
  trustProxy: false | string;
  /** Demo data at start (server/seed/demo.ts): 'demo' by default, 'none' by default in production; 'huge' = demo + a 1,000,000-member example. */
  seed: 'demo' | 'none' | 'huge';
  /** Wallet withdrawals (growth): payout adapter, minimum and daily limit in fen, real name required. */
  withdraw: { payout: 'sandbox'; minFen: number; dailyLimitFen: number; realNameRequired: boolean };
  /** Express tracking of mall parcels: the sandbox (a plausible trace), or 快递100 with its account. */
  express: { provider: 'sandbox' } | { provider: 'kuaidi100'; customer: string; key: string };
}

export const ENV_HELP: [name: string, meaning: string, fallback: string][] = [
  ['PORT', 'HTTP port for the app, the API (/app/api), files (/files) and the WebSocket (/app/ws)', '8080'],
  ['HOST', 'address to listen on', '0.0.0.0'],
  ['DATA_DIR', 'folder for the embedded database (DATA_DIR/db) and uploaded files (DATA_DIR/files)', './data'],
  ['DATABASE_URL', 'a PostgreSQL server (postgres://…); unset = embedded PGlite under DATA_DIR/db', '(unset)'],
  ['PGLITE_THREAD', '1: the embedded database runs in a thread of its own, so requests are answered while it works; 0: on the server\'s event loop', '1'],
  ['PGLITE_LEAN', '1: the embedded database\'s code is compiled once and never optimised: ~60 MB less memory, queries ~15 % slower', '0'],
  ['STORAGE', 'where uploads go: disk (DATA_DIR/files) or s3 (not configured in this build)', 'disk'],
  ['SMS', 'SMS gateway adapter: outbox (codes written to the log and the sms_outbox table)', 'outbox'],
  ['PAY', 'payment adapter: sandbox (a "模拟支付" page where the user confirms or cancels)', 'sandbox'],
  ['PUBLIC_URL', 'the address users reach the app at (for QR codes and share links)', 'http://localhost:PORT'],
  ['NODE_ENV', 'production disables debug login and the test hooks, seeds no demo data and never logs SMS codes', 'development'],
  ['ZUPU_SEED', 'demo: write the demo account and example clans at start (also in production, on purpose); huge: demo and a 1,000,000-member example loaded in the background; none: start without them', 'demo (none in production)'],
  ['LOG_LEVEL', 'pino log level', 'info'],
  ['TRUST_PROXY', 'proxies allowed to set the client address in X-Forwarded-For: unset = none (a client-sent header is ignored), or a comma list of proxy addresses or subnets (10.0.0.0/8,127.0.0.1; loopback = a proxy on this machine)', '(unset)'],
  ['JOB_LEASE_SECONDS', 'a running job whose process died is run again by another process after this many seconds', '30'],
  ['PAYOUT', 'wallet withdrawal payout adapter: sandbox (pays at once; a real one, e.g. WeChat 商家转账到零钱, implements server/adapters/payout.ts)', 'sandbox'],
  ['WITHDRAW_MIN_FEN', 'smallest wallet withdrawal, fen', '100'],
  ['WITHDRAW_DAILY_LIMIT_FEN', 'most a user may withdraw per day (China time), fen', '500000'],
  ['WITHDRAW_REAL_NAME', '1: a withdrawal needs the user\'s real name in his profile; 0: not', '1'],
  ['EXPRESS', 'express tracking of mall parcels: sandbox (a plausible trace from the shipping time) or kuaidi100 (快递100 实时查询; needs KUAIDI100_CUSTOMER and KUAIDI100_KEY)', 'sandbox'],
  ['KUAIDI100_CUSTOMER', 'the 快递100 account\'s customer id (EXPRESS=kuaidi100)', '(unset)'],
  ['KUAIDI100_KEY', 'the 快递100 account\'s authorisation key (EXPRESS=kuaidi100)', '(unset)'],
];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const storage = (env.STORAGE ?? 'disk') as Config['storage'];
  if (storage !== 'disk') throw new Error(`STORAGE=${storage} is not available in this build; use disk`);
  const sms = (env.SMS ?? 'outbox') as Config['sms'];
  if (sms !== 'outbox') throw new Error(`SMS=${sms} is not available in this build; use outbox`);
  const pay = (env.PAY ?? 'sandbox') as Config['pay'];
  if (pay !== 'sandbox') throw new Error(`PAY=${pay} is not available in this build; use sandbox`);
  const jobLeaseSeconds = Number(env.JOB_LEASE_SECONDS ?? 30);
  if (!Number.isFinite(jobLeaseSeconds) || jobLeaseSeconds < 1) throw new Error(`JOB_LEASE_SECONDS must be a number ≥ 1, got "${env.JOB_LEASE_SECONDS}"`);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const payout = (env.PAYOUT ?? 'sandbox') as Config['withdraw']['payout'];
  if (payout !== 'sandbox') throw new Error(`PAYOUT=${payout} is not available in this build; use sandbox`);
  const minFen = Number(env.WITHDRAW_MIN_FEN ?? 100);
  const dailyLimitFen = Number(env.WITHDRAW_DAILY_LIMIT_FEN ?? 500_000);
  if (!Number.isInteger(minFen) || minFen < 1 || !Number.isInteger(dailyLimitFen) || dailyLimitFen < minFen) {
    throw new Error('WITHDRAW_MIN_FEN and WITHDRAW_DAILY_LIMIT_FEN must be whole fen, 1 ≤ min ≤ daily limit');
  }
  const withdraw = { payout, minFen, dailyLimitFen, realNameRequired: (env.WITHDRAW_REAL_NAME ?? '1') !== '0' };
  const express = parseExpress(env);
  const production = env.NODE_ENV === 'production';
  const seed = (env.ZUPU_SEED || (production ? 'none' : 'demo')) as Config['seed'];
  if (seed !== 'demo' && seed !== 'none' && seed !== 'huge') throw new Error(`ZUPU_SEED must be demo, huge or none, got "${env.ZUPU_SEED}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: (env.PGLITE_THREAD ?? '1') !== '0',
    pgliteLean: env.PGLITE_LEAN === '1',
    storage,
    sms,
    pay,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production,
    logLevel: env.LOG_LEVEL ?? 'info',
    jobLeaseSeconds,
    trustProxy,
    seed,
    withdraw,
    express,
  };
}

/** EXPRESS (+ the 快递100 account): the tracker the mall asks for parcel traces. */
export function parseExpress(env: NodeJS.ProcessEnv): Config['express'] {
  const provider = env.EXPRESS || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'kuaidi100') throw new Error(`EXPRESS must be sandbox or kuaidi100, got "${provider}"`);
  const customer = (env.KUAIDI100_CUSTOMER ?? '').trim();
  const key = (env.KUAIDI100_KEY ?? '').trim();
  if (!customer || !key) throw new Error('EXPRESS=kuaidi100 needs KUAIDI100_CUSTOMER and KUAIDI100_KEY');
  return { provider, customer, key };
}

/**
 * TRUST_PROXY → Fastify's trustProxy: unset/empty/false → false, else a list of addresses/subnets. A hop count is
 * refused: Fastify 5 ignores one (it cannot check that the peer is the proxy), so TRUST_PROXY=1 would silently count
 * every client behind the proxy as the proxy's one address.
 */
export function parseTrustProxy(v: string | undefined): Config['trustProxy'] {
  const s = (v ?? '').trim();
  if (s === '' || s === 'false' || s === '0') return false;
  if (/^\d+$/.test(s)) throw new Error(`TRUST_PROXY=${s}: a hop count cannot check that the header comes from the proxy (Fastify ignores it); name the proxy: loopback (on this machine) or its addresses`);
  if (s === 'true') throw new Error('TRUST_PROXY=true would let any client choose its address; name the proxy addresses (or loopback)');
  const parts = s.split(',').map((x) => x.trim()).filter(Boolean);
  for (const x of parts) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x) && !['loopback', 'linklocal', 'uniquelocal'].includes(x)) {
      throw new Error(`TRUST_PROXY: "${x}" is not an address, a subnet or loopback/linklocal/uniquelocal`);
    }
  }
  return parts.join(',');
}

export function helpText(): string {
  const w = Math.max(...ENV_HELP.map(([n]) => n.length));
  return [
    'Zupu 族谱 — one process serves the app, the API and uploaded files.',
    '',
    'Environment variables:',
    ...ENV_HELP.map(([n, m, d]) => `  ${n.padEnd(w)}  ${m} (default: ${d})`),
  ].join('\n');
}
