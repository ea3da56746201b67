/**
 * The work of an import job (gedcom.jobs.ts): the preview (reads the file, maps it into the clan, finds duplicates,
 * stores the preview, the log and the plan — the members it would write — in storage; writes nothing to the clan) and
 * the write (the stored plan, while the clan is still at the previewed version: every member in ONE transaction through
 * the clan-members domain's import services, or nothing).
 */
import type { GedcomPreview } from '@contract/gedcom';
import { GEDCOM_ENCODING_NAMES } from '@contract/gedcom';
import { displayName } from '@model/member';
import type { JobDeps } from '../../jobs/index';
import { UserError } from '../../http/errors';
import { requireRoom } from '../projects/index';
import { bumpClanAt, clanBranches, findClan, setClanPoems, type ClanRow } from '../clans/index';
import { generationLabel, validatePoems, zibeiChar, type ZibeiPoem } from '@model/generations';
import { addImportedMembers, memberToRow, membersOfClan, reserveMemberIds } from '../clan-members/index';
import { ENCODINGS, type Encoding } from './engine/decode';
import { findDuplicates, type Duplicate } from './engine/duplicates';
import { logToCsv } from './engine/log';
import { parseGedcom, type GedFile } from './engine/parse';
import { readPeople, type GedPeople } from './engine/people';
import type { ImportLog } from './engine/log';
import { readPoems, type FilePoem } from './engine/poems';
import { isPhoto, photosOfGedzip, zipPath } from './gedzip';
import { storeImportedImage } from '../files/index';
import { mapToClan, type Draft, type MapResult } from './engine/to-clan';
import * as repo from './gedcom.repo';
import { packLines, unpackLines } from './plan-store';
import { analyzeNow } from '../../db/upkeep';

/** The photos the members name (zip paths) and which of them the GEDZIP holds. */
function mediaOf(drafts: Draft[], zip: Uint8Array | null): { wanted: Set<string>; found: Map<string, Uint8Array>; other: number } {
  const wanted = new Set<string>();
  let other = 0;
  for (const d of drafts) {
    for (const v of d.media ?? []) {
      const p = zipPath(v);
      if (p && isPhoto(p)) wanted.add(p); else other++;
    }
  }
  return { wanted, found: zip && wanted.size ? photosOfGedzip(zip, wanted) : new Map(), other };
}

function mediaNote(m: ReturnType<typeof mediaOf>, zip: boolean): string {
  if (!m.wanted.size && !m.other) return '';
  if (!zip) return `成员引用了${m.wanted.size + m.other}个媒体文件；只有 GEDZIP（.zip）能带上照片`;
  const missing = m.wanted.size - m.found.size;
  return [`照片${m.found.size}张将存入上传文件并作为成员照片`, missing ? `${missing}张不在压缩包中` : '', m.other ? `${m.other}个非图片媒体不导入` : '']
    .filter(Boolean).join('；');
}

/**
 * 字辈 read back: a member's `_ZP_ZIBEI` is compared with the character his 世 and 房支 give under the poems the clan
 * will have; a difference is a log row (the 世 or the poems differ from the file's), at most 100 and a count.
 */
function checkZibei(people: GedPeople, drafts: Draft[], poems: ZibeiPoem[], branches: { id: number; name: string; parentId: number | null }[], log: ImportLog): void {
  if (!poems.length) return;
  const branchOf = branchResolver(branches);
  const model = branches.map((b) => ({ id: b.id, name: b.name, kind: '房' as const, parentId: b.parentId }));
  let n = 0;
  for (const d of drafts) {
    const p = people.persons.get(d.xref);
    const written = p?.ext._ZP_ZIBEI;
    if (!written || !p) continue;
    const char = zibeiChar(poems, d.member.generation, branchOf(d.branchName), model);
    if (char === written) continue;
    if (++n <= 100) log.warn(p.line, `文件记字辈为“${written}”，按${generationLabel(d.member.generation)}与字辈诗应为“${char ?? '（无）'}”`, { record: `@${d.xref}@`, tag: '_ZP_ZIBEI' });
  }
  if (n > 100) log.warn(0, `另有${n - 100}人的字辈与字辈诗推出的不同`, { tag: '_ZP_ZIBEI' });
}

export interface ImportOptions {
  encoding?: Encoding;
  founder?: string;
  founderGeneration?: number;
  otherLines?: 'roots' | 'skip';
  duplicates?: 'keep' | 'merge';
}

const SOURCE_WORDS = { override: '手动选择', bom: '字节序标记', head: '文件头声明', utf8: 'UTF-8', fallback: '推测' } as const;

interface Reading {
  file: GedFile;
  mapped: MapResult;
  duplicates: Duplicate[];
  clan: ClanRow;
  /** The file's 字辈 poems, moved with the founder's 世, and what becomes of them. */
  poems: { list: FilePoem[]; adopt: ZibeiPoem[]; note: string };
}

/**
 * 字辈 read back: the file's poems become the clan's when the clan has none (a new clan, a round trip); a poem of a
 * 房支 the clan lacks is left out; a clan with poems of its own keeps them.
 */
function poemsFor(list: FilePoem[], clan: ClanRow, branches: { id: number; name: string; parentId: number | null }[]): Reading['poems'] {
  if (!list.length) return { list, adopt: [], note: '' };
  if ((clan.poems as ZibeiPoem[] | null)?.length) return { list, adopt: [], note: '族谱已有字辈，文件中的字辈不导入' };
  const branchOf = branchResolver(branches);
  const missing: string[] = [];
  const adopt: ZibeiPoem[] = [];
  for (const p of list) {
    const branchId = p.branchName ? branchOf(p.branchName) : null;
    if (p.branchName && branchId === null) { missing.push(p.branchName); continue; }
    adopt.push({ id: adopt.length + 1, text: p.text, startGeneration: p.startGeneration, mode: p.mode, branchId, ...(p.title ? { title: p.title } : {}) });
  }
  const bad = validatePoems(adopt).find((i) => i.severity === 'error');
  if (bad) return { list, adopt: [], note: `文件中的字辈有误（${bad.message}），未导入` };
  return {
    list, adopt,
    note: `导入后设为本族字辈（${adopt.length}首）${missing.length ? `；房支「${[...new Set(missing)].join('、')}」不存在，其字辈未导入` : ''}`,
  };
}

async function read(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void): Promise<Reading> {
  const o = job.options as ImportOptions;
  const clan = await findClan(deps.db, job.clanId);
  if (!clan || clan.projectId !== job.projectId) throw new UserError('族谱不存在');
  const bytes = await deps.adapters.storage.get(job.fileKey!);
  const file = parseGedcom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { encoding: o.encoding });
  progress(20);
  const people = readPeople(file);
  const mapped = mapToClan(people, file.log, {
    clanSurname: clan.surname, founder: o.founder, founderGeneration: o.founderGeneration, otherLines: o.otherLines,
    currentYear: deps.adapters.clock.now().getUTCFullYear(),
  });
  progress(40);
  const shift = mapped.generationShift ?? 0;
  const filePoems = readPoems(file, file.log).map((x) => ({ ...x, startGeneration: x.startGeneration + shift })).filter((x) => x.startGeneration >= 1);
  const branches = await clanBranches(deps.db, clan);
  const poems = poemsFor(filePoems, clan, branches);
  checkZibei(people, mapped.drafts, poems.adopt.length ? poems.adopt : (clan.poems as ZibeiPoem[] | null) ?? [], branches, file.log);
  const existing = await membersOfClan(deps.db, clan);
  const duplicates = findDuplicates(mapped.drafts, existing.map((e) => ({
    id: e.id, fullName: e.fullName, generation: e.generation, lineageFatherId: e.lineageFatherId, husbandId: e.husbandId,
    birthText: e.birthText, birthISO: (e.birth as { gregorianISO?: string } | null)?.gregorianISO ?? null,
  })));
  progress(50);
  return { file, mapped, duplicates, clan, poems };
}

function previewOf(r: Reading, media: number, otherLines: 'roots' | 'skip'): GedcomPreview {
  const rows = r.file.log.rows;
  const count = (l: string) => rows.filter((x) => x.level === l).length;
  const living = r.mapped.counts.living;
  return {
    version: r.file.version === 'unknown' ? '未知' : r.file.version, encoding: r.file.encoding,
    encodingName: GEDCOM_ENCODING_NAMES[r.file.encoding] ?? ENCODINGS[r.file.encoding], encodingSource: SOURCE_WORDS[r.file.encodingSource],
    counts: { ...r.mapped.counts, media }, founder: r.mapped.founder ?? null, founderChoices: r.mapped.founderChoices,
    minGeneration: r.mapped.minGeneration ?? null, maxGeneration: r.mapped.maxGeneration ?? null,
    surnameFromClan: r.mapped.surnameFromClan,
    privacyNote: living ? `在世者${living}人：导入后生卒等信息仅族人可见` : '没有在世者',
    poems: r.poems.list.map((x) => `${x.title ?? '字辈'}（${x.branchName ? `${x.branchName}，` : ''}${generationLabel(x.startGeneration)}起${x.mode === '转宗' ? '，转宗' : ''}）：${x.text}`),
    poemsNote: r.poems.note, otherLines, mediaNote: '',
    problems: { info: count('info'), warn: count('warn'), error: count('error') },
    log: rows.slice(0, 200), duplicates: r.duplicates.slice(0, 500).map(({ draftId: _d, ...d }) => d),
  };
}

/**
 * What the preview decided, stored beside the job (plan-store.ts: this head, then the drafts) so the import writes
 * exactly that without reading the file again.
 */
interface PlanHead {
  duplicates: { draftId: number; memberId: number }[];
  /** 字辈 poems that become the clan's (none when the clan has its own). */
  poems?: ZibeiPoem[];
}

export async function runPreview(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void): Promise<repo.JobRow | undefined> {
  const r = await read(deps, job, progress);
  const media = r.file.records.filter((x) => x.tag === 'OBJE').length;
  const zipKey = (job.options as { zipKey?: string }).zipKey;
  const zip = zipKey ? new Uint8Array(await deps.adapters.storage.get(zipKey)) : null;
  const preview = { ...previewOf(r, media, (job.options as ImportOptions).otherLines ?? 'roots'), mediaNote: mediaNote(mediaOf(r.mapped.drafts, zip), !!zip) };
  const stem = `gedcom/${job.projectId}/${job.id}-${deps.adapters.ids.short()}`;
  await deps.adapters.storage.put(`${stem}-log.csv`, Buffer.from(logToCsv(r.file.log.rows), 'utf8'));
  const head: PlanHead = { duplicates: r.duplicates.map((d) => ({ draftId: d.draftId, memberId: d.memberId })), poems: r.poems.adopt };
  await deps.adapters.storage.put(`${stem}-plan.jsonl.gz`, await packLines(head, r.mapped.drafts));
  progress(90);
  return repo.moveJob(deps.db, job, ['previewing'], {
    status: 'previewed', preview, logKey: `${stem}-log.csv`, options: { ...(job.options as object), planKey: `${stem}-plan.jsonl.gz` },
    clanVersion: r.clan.version, updatedAt: deps.adapters.clock.now(),
  });
}

/** Branch ids by name and by path ("长房/二支" → the last part under its parent). */
function branchResolver(branches: { id: number; name: string; parentId: number | null }[]) {
  const byName = new Map<string, number>();
  for (const b of branches) if (!byName.has(b.name)) byName.set(b.name, b.id);
  return (path: string | undefined) => {
    if (!path) return null;
    const last = path.split('/').filter(Boolean).pop() ?? '';
    return byName.get(last) ?? null;
  };
}

/** Members made and written per batch of the import's transaction. */
const IMPORT_BATCH = 2000;

export async function runImport(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void, signal: AbortSignal): Promise<repo.JobRow | undefined> {
  const o = job.options as ImportOptions & { planKey?: string };
  const clan = await findClan(deps.db, job.clanId);
  if (!clan || clan.projectId !== job.projectId) throw new UserError('族谱不存在');
  if (clan.version !== job.clanVersion || !o.planKey) throw new UserError('族谱已有改动，请重新预览后再导入');
  const { head, items } = unpackLines<PlanHead, Draft>(await deps.adapters.storage.get(o.planKey));
  // a plan previewed before this format was one JSON document with its drafts inside: still imported the same
  const plan = { ...head, drafts: (head as { drafts?: Draft[] }).drafts ?? items };
  progress(30);
  const r = { clan };
  const merged = new Map<number, number>();
  if (o.duplicates === 'merge') for (const d of plan.duplicates) merged.set(d.draftId, d.memberId);
  const drafts = plan.drafts.filter((d) => !merged.has(d.member.id));
  if (!drafts.length) throw new UserError('文件中没有可导入的成员');
  const branchOf = branchResolver(await clanBranches(deps.db, r.clan));
  const now = deps.adapters.clock.now();
  const zipKey = (o as { zipKey?: string }).zipKey;
  const photos = mediaOf(drafts, zipKey ? new Uint8Array(await deps.adapters.storage.get(zipKey)) : null);
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
    await requireRoom(tx, r.clan.projectId, drafts.length);
    const ids = await reserveMemberIds(tx, drafts.length, deps.dbKind === 'pglite');
    const real = new Map<number, number>(merged);
    drafts.forEach((d, i) => real.set(d.member.id, ids[i]));
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
    // rows are made and written a batch at a time (in file order, so a husband's 房 is known before his wives'):
    // 100 000 rows never sit in memory at once
    for (let i = 0; i < drafts.length; i += IMPORT_BATCH) {
      await addImportedMembers(tx, job.userId, r.clan, drafts.slice(i, i + IMPORT_BATCH).map(rowOf), 'gedcom', now);
      progress(60 + Math.floor((25 * Math.min(drafts.length, i + IMPORT_BATCH)) / drafts.length));
      signal.throwIfAborted();
    }
    progress(85);
    const raw = drafts.filter((d) => d.raw.length).map((d) => ({ projectId: r.clan.projectId, clanId: r.clan.id, memberId: real.get(d.member.id)!, lines: d.raw }));
    await repo.insertRaw(tx, raw);
    let next = await bumpClanAt(tx, r.clan, job.clanVersion!, drafts.length, now);
    if (next === undefined) throw new UserError('族谱已有改动，请重新预览后再导入');
    if (plan.poems?.length) next = await setClanPoems(tx, r.clan, plan.poems, now);
    signal.throwIfAborted();
    const done = await repo.moveJob(tx, job, ['importing'], {
      status: 'imported', result: { created: drafts.length, merged: merged.size, clanVersion: next, ...(photos.found.size ? { photos: urlOf.size, photosRefused: refused } : {}) }, updatedAt: now,
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
