/**
 * Project fonts (spec §7 "Data, permission, elite": GET /data/makefont?projectId, GET /make-font/font-file/{projectId}).
 *
 * Rare characters in names (生僻字: 𬀩, 堃, 喆, 淼 … and CJK Extension B–G) are missing from the reader's system
 * fonts, so the client loads a small per-project web font: a SUBSET of the full Noto Serif SC (the font the clan
 * book is printed with) holding every character the project uses — members' names, 字/号, other names, titles,
 * origins, the clan names, 堂号 and 字辈 poems — plus the common punctuation and digits.
 *
 * - `/data/makefont` makes (or finds in the cache) the subset and answers where to load it. The subset is cached
 *   per project and rebuilt when any of the project's clans changes (the clans' `version`s are the cache key).
 * - `/make-font/font-file/:projectId` serves the subset itself: the raw TrueType bytes (`Content-Type: font/ttf`),
 *   NOT the JSON envelope; a refused request (no such project, no permission) is answered with the usual
 *   `{ msg: 0, msbox }` JSON. Use the `url` from makefont (it carries `v`, so browsers may cache it for a year).
 *   Characters that neither the font nor its fallback has are listed in makefont's `missing` (the client shows
 *   them with the system font).
 * The call needs the session token like every call, so the client fetches the bytes itself (`fetch` with the
 * Authorization header, then `new FontFace(family, bytes)` + `document.fonts.add`), not through a CSS `url()`.
 * Reading needs the right to read the project (public project, a role, or a valid `ap` password grant).
 *
 * The subset's size is an entitlement (字库扩容, contract/vip.ts): a project's font holds up to FREE_FONT_CHARS of its
 * own characters (besides the digits, letters and marks every font has), plus the `font-chars` its editions and
 * expansions grant while they run. Over that, the rare characters come first (system fonts lack them: CJK Extension
 * A and B–G, compatibility ideographs), then the common ones by code point; the rest (`overLimit`) show in the
 * system font. Buying more grows the subset at once (a new `version`); an expired grant shrinks it again.
 */
import { z } from 'zod';
import { call, id, rawCall } from './common/index';

/** The family name the client registers the project font under (`@font-face { font-family: … }`). */
export const projectFontFamily = (projectId: number) => `zupu-p${projectId}`;

/** A project's own characters its font holds without a font-chars entitlement (基础版 书籍字库常用字). */
export const FREE_FONT_CHARS = 1000;

export const ProjectFont = z.object({
  projectId: z.number().int(),
  /** CSS font-family to register, e.g. "zupu-p12". */
  family: z.string(),
  /** Where to load the font: /app/api/make-font/font-file/12?v=3f9c… (v changes whenever the characters change). */
  url: z.string(),
  /** Cache key of this subset (from the clans' versions). */
  version: z.string(),
  /** Distinct characters the project uses (and the subset was asked for). */
  chars: z.number().int(),
  /** Characters found in no font (neither Noto Serif SC nor the fallback). */
  missing: z.array(z.string()),
  /** How many of the project's own characters the font may hold now (FREE_FONT_CHARS + the font-chars entitlement). */
  limit: z.number().int(),
  /** How many of the project's characters are left out by the limit (shown in the system font). */
  overLimit: z.number().int(),
  /** Up to 200 of them (rarest first), for the 字库扩容 page. */
  overLimitChars: z.array(z.string()),
  /** Size of the font file, bytes. */
  bytes: z.number().int(),
  format: z.literal('truetype'),
});
export type ProjectFont = z.infer<typeof ProjectFont>;

export const makeFont = call({
  method: 'GET',
  path: '/data/makefont',
  access: 'session',
  params: z.object({
    projectId: id('家族ID'),
    ap: z.string().max(200).optional().describe('访问凭证'),
  }),
  reply: ProjectFont,
  summary: '生成本家族用字的字体子集（生僻字显示），返回字体地址',
});

/** Binary reply (font/ttf); `reply` describes only what a refusal carries (msg 0 JSON). */
export const fontFile = rawCall({
  method: 'GET',
  path: '/make-font/font-file/:projectId',
  access: 'session',
  params: z.object({
    projectId: id('家族ID'),
    v: z.string().max(64).optional().describe('字体版本'),
    ap: z.string().max(200).optional().describe('访问凭证'),
  }),
  summary: '下载本家族用字的字体文件（TrueType 子集）',
  raw: { contentType: 'font/ttf' },
});
