/**
 * The work of an import job (gedcom.jobs.ts): the preview (gedcom-preview.ts in a worker thread: reads the file, maps it
 * into the clan, finds duplicates; the job stores the preview, the log and the plan — the members it would write — in
 * storage and writes nothing to the clan) and the write (the stored plan, while the clan is still at the previewed
 * version: every member in ONE transaction through the clan-members domain's import services, or nothing; the plan is
 * read a batch of drafts at a time).
 */
import { displayName } from '@model/member';
import { runInWorker, type JobDeps } from '../../jobs/index';
import { UserError } from '../../http/errors';
import { requireRoom } from '../projects/index';
import { bumpClanAt, clanBranches, findClan, setClanPoems } from '../clans/index';
import type { ZibeiPoem } from '@model/generations';
import { addImportedMembers, memberToRow, membersOfClan, reserveMemberIds } from '../clan-members/index';
import { storeImportedImage } from '../files/index';
import type { Draft } from './engine/to-clan';
import * as repo from './gedcom.repo';
import { eachLineBatch, readHead } from './plan-store';
import { analyzeNow } from '../../db/upkeep';
import { addMedia, branchResolver, findPhotos, type ImportOptions, type Media, type PlanHead, type PreviewInput, type PreviewOutput } from './gedcom-preview';
import { zipPath } from './gedzip';
import { heapGuard } from '../../../layouts/pdf/heap';

export type { ImportOptions } from './gedcom-preview';

/** The bytes on an ArrayBuffer of their own (a file read whole has one; a small Buffer shares Node's pool), to move to a thread. */
const ownBytes = (b: Buffer): Uint8Array<ArrayBuffer> =>
  b.byteOffset === 0 && b.byteLength === b.buffer.byteLength && b.buffer instanceof ArrayBuffer ? new Uint8Array(b.buffer) : new Uint8Array(b);

export async function runPreview(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void): Promise<repo.JobRow | undefined> {
  const clan = await findClan(deps.db, job.clanId);
  if (!clan || clan.projectId !== job.projectId) throw new UserError('族谱不存在');
  const zipKey = (job.options as { zipKey?: string }).zipKey;
  const existing = await membersOfClan(deps.db, clan);
  const input: PreviewInput = {
    file: ownBytes(await deps.adapters.storage.get(job.fileKey!)),
    zip: zipKey ? ownBytes(await deps.adapters.storage.get(zipKey)) : null,
    options: job.options as ImportOptions,
    clan: { surname: clan.surname, poems: clan.poems as ZibeiPoem[] | null, version: clan.version },
    branches: await clanBranches(deps.db, clan),
    existing: existing.map((e) => ({
      id: e.id, fullName: e.fullName, generation: e.generation, lineageFatherId: e.lineageFatherId, husbandId: e.husbandId,
      birthText: e.birthText, birthISO: (e.birth as { gregorianISO?: string } | null)?.gregorianISO ?? null,
    })),
    currentYear: deps.adapters.clock.now().getUTCFullYear(),
  };
  // the thread is about to hold ~400 MB for a 100 000-person file: collect this thread's garbage first (the upload's
  // buffers among it), so the two do not add up (one full collection per preview; layouts/pdf/heap.ts)
  heapGuard().collect();
  const out = await runInWorker<PreviewOutput>(new URL('./gedcom-preview.worker.ts', import.meta.url), input, {
    transfer: [input.file.buffer, ...(input.zip ? [input.zip.buffer] : [])], onProgress: progress,
  });
  const stem = `gedcom/${job.projectId}/${job.id}-${deps.adapters.ids.short()}`;
  await deps.adapters.storage.put(`${stem}-log.csv`, Buffer.from(out.logCsv, 'utf8'));
  await deps.adapters.storage.put(`${stem}-plan.jsonl.gz`, Buffer.from(out.plan.buffer, out.plan.byteOffset, out.plan.byteLength));
  return repo.moveJob(deps.db, job, ['previewing'], {
    status: 'previewed', preview: out.preview, logKey: `${stem}-log.csv`, options: { ...(job.options as object), planKey: `${stem}-plan.jsonl.gz` },
    clanVersion: clan.version, updatedAt: deps.adapters.clock.now(),
  });
}

/** Members made and written per batch of the import's transaction. */
const IMPORT_BATCH = 2000;

/**
 * The stored plan's drafts a batch at a time, in file order (`eachLineBatch`: the 100 000 drafts of a big file never sit
 * in memory at once); a plan stored before the JSON-lines format has its drafts in the head.
 */
async function eachDraftBatch(packed: Buffer, onBatch: (drafts: Draft[], head: PlanHead) => Promise<void> | void): Promise<PlanHead> {
  const head = await eachLineBatch<PlanHead & { drafts?: Draft[] }, Draft>(packed, IMPORT_BATCH, onBatch);
  const old = head.drafts ?? [];
  for (let i = 0; i < old.length; i += IMPORT_BATCH) await onBatch(old.slice(i, i + IMPORT_BATCH), head);
  return head;
}

export async function runImport(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void, signal: AbortSignal): Promise<repo.JobRow | undefined> {
  const o = job.options as ImportOptions & { planKey?: string };
  const clan = await findClan(deps.db, job.clanId);
  if (!clan || clan.projectId !== job.projectId) throw new UserError('族谱不存在');
  if (clan.version !== job.clanVersion || !o.planKey) throw new UserError('族谱已有改动，请重新预览后再导入');
  const packed = await deps.adapters.storage.get(o.planKey);
  // which drafts are written (duplicates merged into existing members are not) and their photos: from the plan's
  // head; a plan stored before the head listed them is read once more for it
  let plan = await readHead<PlanHead & { drafts?: Draft[] }>(packed);
  const merged = new Map<number, number>();
  if (o.duplicates === 'merge') for (const d of plan.duplicates) merged.set(d.draftId, d.memberId);
  const created: number[] = [];
  const wanted: Media = { wanted: new Set(), found: new Map(), other: 0 };
  if (plan.draftIds) {
    for (const id of plan.draftIds) if (!merged.has(id)) created.push(id);
    addMedia(wanted, (plan.media ?? []).filter(([id]) => !merged.has(id)).map(([, media]) => ({ media })));
  } else {
    plan = await eachDraftBatch(packed, (batch) => {
      const kept = batch.filter((d) => !merged.has(d.member.id));
      for (const d of kept) created.push(d.member.id);
      addMedia(wanted, kept);
    });
  }
  progress(30);
  const r = { clan };
  const count = created.length;
  if (!count) throw new UserError('文件中没有可导入的成员');
  const branchOf = branchResolver(await clanBranches(deps.db, r.clan));
  const now = deps.adapters.clock.now();
  const zipKey = (o as { zipKey?: string }).zipKey;
  const photos = findPhotos(wanted, zipKey ? new Uint8Array(await deps.adapters.storage.get(zipKey)) : null);
  const stored: (() => Promise<void>)[] = [];
  let refused = 0;
  signal.throwIfAborted();
  const clanVersion = await deps.db.transaction(async (tx) => {
    // the GEDZIP's photos: uploads of the importing user (files rows in this transaction), then the members' 照片
    const urlOf = new Map<string, string>();
    for (const [path, bytes] of photos.found) {
      const s = await storeImportedImage(tx, deps.adapters.storage, { now, random: deps.adapters.ids.short() },
        { userId: job.userId, projectId: r.clan.projectId, filename: path.split('/').pop()!, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      if ('problem' in s) refused++; else { urlOf.set(path, s.url); stored.push(s.remove); }
    }
    const photosOf = (d: Draft) => (d.media ?? []).map((v) => urlOf.get(zipPath(v) ?? '')).filter((u): u is string => !!u);
    await requireRoom(tx, r.clan.projectId, count);
    const ids = await reserveMemberIds(tx, count, deps.dbKind === 'pglite');
    const real = new Map<number, number>(merged);
    created.forEach((id, i) => real.set(id, ids[i]));
    const map = (id: number | null | undefined) => (id == null ? null : real.get(id) ?? null);
    const husbandsBranch = new Map<number, number | null>();
    const rowOf = (d: Draft) => {
      const m = d.member;
      const branchId = branchOf(d.branchName) ?? (m.husbandId != null ? husbandsBranch.get(m.husbandId) ?? null : null);
      if (m.husbandId == null) husbandsBranch.set(m.id, branchId);
      const member = {
        ...m, clanId: r.clan.id, branchId,
        lineageFatherId: map(m.lineageFatherId), biologicalFatherId: map(m.biologicalFatherId), motherId: map(m.motherId),
        husbandId: map(m.husbandId), wifeId: map(m.wifeId),
        adoption: m.adoption && { ...m.adoption, ...(m.adoption.secondLineageFatherId != null ? { secondLineageFatherId: map(m.adoption.secondLineageFatherId) ?? undefined } : {}) },
        burial: m.burial && { ...m.burial, ...(m.burial.jointWith ? { jointWith: m.burial.jointWith.map((j) => map(j)).filter((j): j is number => j != null) } : {}) },
        ...(photosOf(d).length ? { photos: [...new Set(photosOf(d))].slice(0, 20) } : {}),
      };
      return { ...memberToRow(member, r.clan.projectId), id: real.get(m.id)!, version: 1, createdAt: now, updatedAt: now, fullName: displayName(member) };
    };
    progress(60);
    // second pass: rows are made and written a batch at a time, in file order (a husband's 房 is known before his
    // wives'), each batch with its raw GEDCOM lines
    let written = 0;
    await eachDraftBatch(packed, async (batch) => {
      const kept = batch.filter((d) => !merged.has(d.member.id));
      await addImportedMembers(tx, job.userId, r.clan, kept.map(rowOf), 'gedcom', now);
      const raw = kept.filter((d) => d.raw.length).map((d) => ({ projectId: r.clan.projectId, clanId: r.clan.id, memberId: real.get(d.member.id)!, lines: d.raw }));
      await repo.insertRaw(tx, raw);
      written += kept.length;
      progress(60 + Math.floor((25 * written) / count));
      signal.throwIfAborted();
    });
    progress(85);
    let next = await bumpClanAt(tx, r.clan, job.clanVersion!, count, now);
    if (next === undefined) throw new UserError('族谱已有改动，请重新预览后再导入');
    if (plan.poems?.length) next = await setClanPoems(tx, r.clan, plan.poems, now);
    signal.throwIfAborted();
    const done = await repo.moveJob(tx, job, ['importing'], {
      status: 'imported', result: { created: count, merged: merged.size, clanVersion: next, ...(photos.found.size ? { photos: urlOf.size, photosRefused: refused } : {}) }, updatedAt: now,
    });
    if (!done) throw new UserError('导入任务状态已改变，未写入');
    return done;
  }).catch(async (e: unknown) => {
    for (const remove of stored) await remove();
    throw e;
  });
  // the clan grew by thousands of rows at once: fresh planner statistics, or the next lookups scan the whole clan
  await analyzeNow(deps.db, ['clan_members', 'clan_member_log']);
  return clanVersion;
}