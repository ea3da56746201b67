/**
 * The font-chars limit (字库扩容, contract/fonts.ts): a project's font holds FREE_FONT_CHARS of its own characters;
 * an edition's font-chars entitlement grows the subset at once, and when it ends the subset shrinks again.
 */
import { describe, expect, it } from 'vitest';
import * as fontkit from 'fontkit';
import { eq, sql } from 'drizzle-orm';
import { useTestApp, seedClan } from '../helpers/clan-fixture';
import { apiClient, data } from '../helpers/api';
import { clans, editionCodes, users } from '../../server/db/schema/index';
import { startSession } from '../../server/domains/accounts/index';
import type { Ctx } from '../../server/http/context';
import { FREE_FONT_CHARS } from '@contract/fonts';
import { BASE_CHARS } from '../../server/domains/fonts/fonts.service';

const t = useTestApp();
const DAY = 86_400_000;

/** `n` distinct common CJK characters from 一 (U+4E00) on, none of the base set. */
function commonChars(n: number): string[] {
  const out: string[] = [];
  for (let cp = 0x4e00; out.length < n; cp++) if (!BASE_CHARS.includes(String.fromCodePoint(cp))) out.push(String.fromCodePoint(cp));
  return out;
}

describe('font-chars limit', () => {
  it('caps the subset at the free limit, rare characters first; an edition grows it, its end shrinks it', async () => {
    const c = await seedClan(t, { root: false });
    const many = commonChars(FREE_FONT_CHARS + 300);
    // the clan's 字辈 poems use them all (written straight to the table: 1300 characters through the editor is slow)
    await t.db.db.update(clans).set({ poems: [{ id: 1, text: many.join(''), startGeneration: 1, mode: 'all', branchId: null }] as never, version: sql`${clans.version} + 1` }).where(eq(clans.id, c.clanId));
    data(await c.admin.post('/clan-member/save/child', { clanId: c.clanId, surname: '陈', name: '𬀩公', generation: 1 }));

    const before = data(await c.admin.get('/data/makefont', { projectId: c.projectId }));
    // the project's own characters: the poem's, the names' (𬀩公) and the seeded project's and clan's names
    expect(before).toMatchObject({ limit: FREE_FONT_CHARS, chars: new Set(BASE_CHARS).size + FREE_FONT_CHARS });
    expect(before.overLimit).toBeGreaterThanOrEqual(300);
    expect(before.overLimitChars).toHaveLength(200);
    const fileOf = async (url: string) => fontkit.create((await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${c.adminToken}` } })).rawPayload);
    let f = await fileOf(before.url);
    const last = many.at(-1)!;
    expect(f.hasGlyphForCodePoint(before.overLimitChars[0].codePointAt(0)!)).toBe(false);
    expect(f.hasGlyphForCodePoint(last.codePointAt(0)!)).toBe(false);
    expect(f.hasGlyphForCodePoint('𬀩'.codePointAt(0)!)).toBe(true); // the rare name is kept first
    expect(f.hasGlyphForCodePoint(many[0].codePointAt(0)!)).toBe(true);

    // 专业版 for 90 days (+3000 characters, an exchange code): the font holds them all at once
    await t.db.db.insert(editionCodes).values({ code: 'FONT-PRO-90', edition: 'pro', days: 90 });
    data(await c.admin.post('/edition/exchange/FONT-PRO-90', { projectId: c.projectId }));
    const after = data(await c.admin.get('/data/makefont', { projectId: c.projectId }));
    expect(after).toMatchObject({ limit: FREE_FONT_CHARS + 3000, overLimit: 0, overLimitChars: [], chars: new Set(BASE_CHARS).size + FREE_FONT_CHARS + before.overLimit });
    expect(after.version).not.toBe(before.version);
    f = await fileOf(after.url);
    expect(f.hasGlyphForCodePoint(last.codePointAt(0)!)).toBe(true);

    // the edition ends: back to the free limit
    t.clock.advance(91 * DAY);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, c.adminId));
    const { token } = await startSession({ ...t.app.deps } as unknown as Ctx, t.db.db, row, 'debug');
    const ended = data(await apiClient(t.app, token).get('/data/makefont', { projectId: c.projectId }));
    expect(ended).toMatchObject({ limit: FREE_FONT_CHARS, overLimit: before.overLimit, version: before.version });
  });
});
