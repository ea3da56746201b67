/**
 * Project fonts (contract/fonts.ts): a Noto Serif SC subset of every character the project's names use, cached per
 * project and rebuilt when a clan changes (key: the clans' ids, versions and save times).
 */
import { createHash } from 'node:crypto';
import type { ParsedParams, Reply } from '@contract/common/index';
import { projectFontFamily } from '@contract/fonts';
import type * as c from '@contract/fonts';
import type { Ctx } from '../../http/context';
import { API_BASE } from '../../http/route';
import { requireProjectRole } from '../projects/index';
import { subsetFont } from './font-subset';
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
}

const CACHE_SIZE = 16;
const cache = new Map<number, Built>();
const building = new Map<string, Promise<Built>>();

async function build(ctx: Ctx, projectId: number): Promise<Built> {
  const key = `${projectId}|${await repo.clanStamps(ctx.db, projectId)}`;
  const hit = cache.get(projectId);
  if (hit && hit.key === key) {
    cache.delete(projectId);
    cache.set(projectId, hit); // most recently used last
    return hit;
  }
  let job = building.get(key);
  if (!job) {
    job = (async () => {
      const chars = await repo.projectChars(ctx.db, projectId);
      for (const ch of BASE_CHARS) chars.add(ch);
      const sub = await subsetFont(chars);
      const version = createHash('sha256').update(key).update(sub.covered.join('')).digest('hex').slice(0, 16);
      const built: Built = { key, version, font: sub.font, chars: chars.size, missing: sub.missing };
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
  };
}

/** The font bytes and their version (for the ETag). */
export async function fontBytes(ctx: Ctx, p: ParsedParams<typeof c.fontFile>): Promise<{ font: Buffer; version: string }> {
  await requireProjectRole(ctx, p.projectId, 'visitor', p.ap);
  const b = await build(ctx, p.projectId);
  return { font: b.font, version: b.version };
}
