/** Shared set-up of the book API tests: an owner, a 协管员-less outsider, a project and a ~30-member clan. */
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { data } from '../helpers/api';
import { seedClan, type Client } from '../helpers/clan-fixture';

export type { Client };

export interface BookWorld {
  owner: Client;
  ownerId: number;
  /** The owner's session token (raw requests: the PDF download calls). */
  ownerToken: string;
  outsider: Client;
  projectId: number;
  clanId: number;
  rootId: number;
  names: string[];
}

const GIVEN = '德成光祖业仁厚荣华富贵长春永继文章华国诗书传家忠孝继世';

/** A 陈 clan of 30 men over five 世 (3 sons, then 2 each), some biographies; `privacy` of the project. */
export async function bookWorld(t: TestApp, privacy: 'public' | 'members' = 'members'): Promise<BookWorld> {
  const { admin: owner, adminId, adminToken, others, projectId, clanId } = await seedClan(t, {
    privacy, others: [{}], clan: { name: '颍川陈氏族谱', hall: '颍川堂', poems: [{ id: 1, text: '德成光祖业仁厚', startGeneration: 1 }] }, root: false,
  });
  const outsider = others[0].api;
  const names: string[] = [];
  let n = 0;
  const add = async (fatherId: number | null, generation: number) => {
    const name = GIVEN[generation - 1] + GIVEN[(n++ * 7 + 3) % GIVEN.length];
    names.push(`陈${name}`);
    const m = data(await owner.post('/clan-member/save/child', {
      clanId, surname: '陈', name, ...(fatherId ? { fatherId } : { generation }),
      ...(n % 4 === 0 ? { biography: `${name}公性孝友，勤于耕读，乡里称之。` } : {}),
    }));
    return m.id as number;
  };
  const rootId = await add(null, 1);
  let level = [rootId];
  const fanout = [3, 2, 2, 2];
  for (let g = 2; g <= 5 && names.length < 30; g++) {
    const next: number[] = [];
    for (const f of level) {
      for (let i = 0; i < fanout[g - 2] && names.length < 30; i++) next.push(await add(f, g));
    }
    level = next;
  }
  expect(names.length).toBe(30);
  return { owner, ownerId: adminId, ownerToken: adminToken, outsider, projectId, clanId, rootId, names };
}

/** Poll the sample's status until done or failed; returns every status seen. */
export async function waitForJob(c: Client, sampleId: number, timeoutMs = 90_000) {
  const seen: { status: string; progress: number }[] = [];
  const end = Date.now() + timeoutMs;
  for (;;) {
    const s = data(await c.get('/clan-print/v5/sample/status', { id: sampleId }));
    seen.push({ status: s.status, progress: s.progress });
    if (s.status === 'done' || s.status === 'failed') return { last: s, seen };
    if (Date.now() > end) throw new Error(`job of sample ${sampleId} not finished: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}
