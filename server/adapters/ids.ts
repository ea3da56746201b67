import { randomBytes, createHash, randomInt } from 'node:crypto';
import { chinaParts } from '@model/datetime';

/** Random identifiers and secrets. */
export interface Ids {
  token(): string;
  /** An n-digit numeric code (SMS). */
  digits(n: number): string;
  /** A short url-safe id. */
  short(): string;
  /** A payment's merchant order number: date + random, unique. */
  outTradeNo(now: Date): string;
}

export const cryptoIds: Ids = {
  token: () => randomBytes(32).toString('base64url'),
  digits: (n) => Array.from({ length: n }, () => randomInt(10)).join(''),
  short: () => randomBytes(12).toString('base64url'),
  outTradeNo: (now) => {
    const p = (v: number, l = 2) => String(v).padStart(l, '0');
    const c = chinaParts(now)!; // China time, whatever the server's zone
    const d = `${c.year}${p(c.month)}${p(c.day)}${p(c.hour)}${p(c.minute)}${p(c.second)}`;
    return `ZP${d}${randomBytes(6).toString('hex')}`;
  },
};

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
