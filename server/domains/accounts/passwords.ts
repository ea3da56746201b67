/** Password hashing: scrypt with a per-user random salt, stored as `scrypt$N$salt$hash` (salt and hash base64). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, n: number): Promise<Buffer> {
  const opts: ScryptOptions = { N: n, r: 8, p: 1, maxmem: 128 * n * 8 * 2 };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches `stored`. A missing or malformed hash still costs one scrypt (no timing hint). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const n = Number(parts[1]);
  const ok = parts.length === 4 && parts[0] === 'scrypt' && Number.isInteger(n) && n >= 1024 && n <= 1 << 20 && (n & (n - 1)) === 0;
  const salt = ok ? Buffer.from(parts[2], 'base64') : randomBytes(16);
  const want = ok ? Buffer.from(parts[3], 'base64') : randomBytes(KEY_LEN);
  const got = await scrypt(password, salt, ok ? n : N);
  return ok && want.length === got.length && timingSafeEqual(want, got);
}
