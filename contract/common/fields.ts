import { z } from 'zod';

/** Common field types, each with its Chinese label (used in error messages). */
/** The largest value an integer column holds (PostgreSQL int4): counts, versions and ids above it are refused. */
export const INT4_MAX = 2147483647;
/** An integer param that fits an integer column: at least `min`, at most INT4_MAX. */
export const int4 = (label: string, min = 0) => z.coerce.number().int().min(min).max(INT4_MAX).describe(label);
export const id = (label = 'ID') => z.coerce.number().int().min(1).max(2147483647).describe(label);
export const phone = (label = '手机号') =>
  z.string().trim().regex(/^1[3-9]\d{9}$/).describe(label);
export const smsCode = (label = '验证码') => z.string().trim().regex(/^\d{4,6}$/).describe(label);
export const password = (label = '密码') => z.string().min(6).max(32).describe(label);
/**
 * Text policy (issue #13): ONE rule for every field a user types into.
 * - Plain text — names, titles, notes, biographies, prefaces, replies, remarks — is never HTML: markup (tags and
 *   comments) is stripped on save by `plain()` / `text()`, so `<script>` in a biography comes back as inert words.
 *   Screens render it as text; PDFs, exports and the console never see a tag.
 * - Rich text (chapters, articles) is HTML cleaned with sanitize-html by the service that stores it
 *   (server/domains/book/rich-text.ts cleanHtml) — a field opts in by NOT using plain()/text().
 * - A picture or file reference is `fileUrl()`: an upload of ours (`/files/…` or its storage key), or an https URL on
 *   EXTERNAL_FILE_HOSTS; never `javascript:`, `data:` or another site.
 */
const TAG = /<!--[\s\S]*?(-->|$)|<\/?[A-Za-z!?][^<>]*(>|$)/g;
export function stripMarkup(s: string): string {
  let prev: string;
  do {
    prev = s;
    s = s.replace(TAG, '');
  } while (s !== prev);
  return s;
}
/** A plain-text string field: markup stripped (before trim and the length checks that follow). */
export const plain = () => z.string().overwrite(stripMarkup);
export const text = (label: string, max = 200) => plain().trim().max(max).describe(label);

/** Hosts a file URL may point at besides this server's uploads (none: every picture is uploaded here). */
export const EXTERNAL_FILE_HOSTS: readonly string[] = [];
const UPLOAD_PATH = /^(\/files\/)?(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\/-]*$/;
export function isSafeFileUrl(s: string): boolean {
  if (s === '' || UPLOAD_PATH.test(s)) return true;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && EXTERNAL_FILE_HOSTS.includes(u.hostname);
  } catch {
    return false;
  }
}
/** A picture or file reference ('' = none): see the text policy above. */
export const fileUrl = (label: string, max = 300) =>
  z.string().trim().max(max).refine(isSafeFileUrl, { message: `${label}须为本站上传的文件` }).describe(label);
export const flag = (label: string) =>
  z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
    .describe(label);
/** Money is integer fen. */
export const fen = (label = '金额') => z.coerce.number().int().min(1).max(100_000_000).describe(label);

/**
 * Guessing a secret (server/domains/accounts/attempts.ts): after a few failures the server asks for an image captcha
 * (/sms/captcha/image), answered with the next try in these two fields. The refusals the client answers with one:
 */
export const CAPTCHA_NEEDED = '请输入图形验证码';
export const CAPTCHA_WRONG = '图形验证码错误，请重新输入';
export const captchaFields = {
  captchaId: z.string().trim().max(64).optional().describe('图形验证码'),
  captchaAnswer: z.string().trim().max(10).optional().describe('图形验证码'),
};
