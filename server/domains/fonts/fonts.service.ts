/**
 * Project fonts (contract/fonts.ts): a Noto Serif SC subset of the characters the project's names use — up to its
 * font-chars limit (FREE_FONT_CHARS + the entitlement, asked of the entitlements service on every request) — cached per
 * project and rebuilt when a clan changes or the limit does (key: the clans' ids, versions and save times, the limit).
 */
import { createHash } from 'node:crypto';
import type { ParsedParams, Reply } from '@contract/common/index';
import { FREE_FONT_CHARS, projectFontFamily } from '@contract/fonts';
import type * as c from '@contract/fonts';
import type { Ctx } from '../../http/context';
import { API_BASE } from '../../http/route';
import { requireProjectRole } from '../projects/index';
import { limitOf } from '../entitlements/index';
import { subsetFont } from './font-subset';
import { pickChars } from './font-limit';
import * as repo from './fonts.repo';

/** Always in the font besides the project's own characters: digits, Latin letters, the common marks. */
export const BASE_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz .,:;-/()' +
  '，。、；：？！“”‘’（）《》「」『』〔〕【】—…·〇一二三四五六七八九十百千万年月日世代公氏女子';

interface Built {
  key: string;
  version: string;
  font: Buffer;
  chars: number;
  missing: string[];
  limit: number;
  left: string[];
}

const CACHE_SIZE = 16;
const cache = new Map<number, Built>();
const building = new Map<string, Promise<Built>>();

/**
 * Forget every cached subset (test apps call it on reset: a new database can repeat a project id, its clans'
 * versions and the fixed test clock, so the key alone cannot tell two databases apart).
 */
export function clearFontCache(): void {
  cache.clear();
}

async function build(ctx: Ctx, projectId: number): Promise<Built> {
  const limit = FREE_FONT_CHARS + await limitOf(ctx.db, { projectId }, 'font-chars', ctx.adapters.clock.now());
  const key = `${projectId}|${limit}|${await repo.clanStamps(ctx.db, projectId)}`;
  const hit = cache.get(projectId);
  if (hit && hit.key === key) {
    cache.delete(projectId);
    cache.set(projectId, hit); // most recently used last
    return hit;
  }
  let job = building.get(key);
  if (!job) {
    job = (async () => {
      const base = new Set(BASE_CHARS);
      const own = [...await repo.projectChars(ctx.db, projectId)].filter((ch) => !base.has(ch));
      const { kept, left } = pickChars(own, limit);
      const chars = new Set([...base, ...kept]);
      const sub = await subsetFont(chars);
      const version = createHash('sha256').update(key).update(sub.covered.join('')).digest('hex').slice(0, 16);
      const built: Built = { key, version, font: sub.font, chars: chars.size, missing: sub.missing, limit, left };
      cache.set(projectId, built);
      while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return built;
    })().finally(() => building.delete(key));
    building.set(key, job);
  }
  return job;
}

export async function makeFont(ctx: Ctx, p: ParsedParams<typeof c.makeFont>): Promise<Reply<typeof c.makeFont>> {
  await requireProjectRole(ctx, p.projectId, 'visitor', p.ap);
  const b = await build(ctx, p.projectId);
  return {
    projectId: p.projectId, family: projectFontFamily(p.projectId), version: b.version,
    url: `${API_BASE}/make-font/font-file/${p.projectId}?v=${b.version}`,
    chars: b.chars, missing: b.missing, bytes: b.font.length, format: 'truetype',
    limit: b.limit, overLimit: b.left.length, overLimitChars: b.left.slice(0, 200),
  };
}

/** The font bytes and their version (for the ETag). */
export async function fontBytes(ctx: Ctx, p: ParsedParams<typeof c.fontFile>): Promise<{ font: Buffer; version: string }> {
  await requireProjectRole(ctx, p.projectId, 'visitor', p.ap);
  const b = await build(ctx, p.projectId);
  return { font: b.font, version: b.version };
}
