/**
 * The GEDCOM preview's work, pure (no database, no storage): the file's bytes and what the clan already has → the
 * preview the screen shows, the import log as CSV and the plan (plan-store.ts: the members a confirmed import writes).
 * It runs in a worker thread (gedcom-preview.worker.ts, through `runInWorker`): a 100 000-person file takes seconds of
 * CPU and ~450 MB of objects, none of which stays in the server's heap.
 */
import type { GedcomPreview } from '@contract/gedcom';
import { GEDCOM_ENCODING_NAMES } from '@contract/gedcom';
import { generationLabel, validatePoems, zibeiChar, type ZibeiPoem } from '@model/generations';
import { ENCODINGS, type Encoding } from './engine/decode';
import { findDuplicates, type Duplicate, type ExistingMember } from './engine/duplicates';
import { logToCsv } from './engine/log';
import { parseGedcom, releaseText, type GedFile } from './engine/parse';
import { readPeople, type GedPeople } from './engine/people';
import type { ImportLog } from './engine/log';
import { readPoems, type FilePoem } from './engine/poems';
import { isPhoto, photosOfGedzip, zipPath } from './gedzip';
import { mapToClan, type Draft, type MapResult } from './engine/to-clan';
import { packLines } from './plan-store';
import { heapGuard } from '../../../layouts/pdf/heap';

export type Branch = { id: number; name: string; parentId: number | null };

/** The photos the members name (zip paths) and which of them the GEDZIP holds. */
export interface Media { wanted: Set<string>; found: Map<string, Uint8Array>; other: number }

/** Adds the media of `drafts` to `m` (the import reads its drafts a batch at a time). */
export function addMedia(m: Media, drafts: Iterable<Pick<Draft, 'media'>>): void {
  for (const d of drafts) {
    for (const v of d.media ?? []) {
      const p = zipPath(v);
      if (p && isPhoto(p)) m.wanted.add(p); else m.other++;
    }
  }
}

export const findPhotos = (m: Media, zip: Uint8Array | null): Media => ({ ...m, found: zip && m.wanted.size ? photosOfGedzip(zip, m.wanted) : new Map() });

function mediaOf(drafts: Draft[], zip: Uint8Array | null): Media {
  const m: Media = { wanted: new Set(), found: new Map(), other: 0 };
  addMedia(m, drafts);
  return findPhotos(m, zip);
}

function mediaNote(m: Media, zip: boolean): string {
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
  /** The file's 字辈 poems, moved with the founder's 世, and what becomes of them. */
  poems: { list: FilePoem[]; adopt: ZibeiPoem[]; note: string };
}

/**
 * 字辈 read back: the file's poems become the clan's when the clan has none (a new clan, a round trip); a poem of a
 * 房支 the clan lacks is left out; a clan with poems of its own keeps them.
 */
function poemsFor(list: FilePoem[], clanPoems: ZibeiPoem[] | null, branches: Branch[]): Reading['poems'] {
  if (!list.length) return { list, adopt: [], note: '' };
  if (clanPoems?.length) return { list, adopt: [], note: '族谱已有字辈，文件中的字辈不导入' };
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
export interface PlanHead {
  duplicates: { draftId: number; memberId: number }[];
  /** 字辈 poems that become the clan's (none when the clan has its own). */
  poems?: ZibeiPoem[];
  /** Every draft's id in file order, and the media of those that have some: the import knows what it writes before reading the drafts. */
  draftIds?: number[];
  media?: [number, string[]][];
}

/** Branch ids by name and by path ("长房/二支" → the last part under its parent). */
export function branchResolver(branches: { id: number; name: string; parentId: number | null }[]) {
  const byName = new Map<string, number>();
  for (const b of branches) if (!byName.has(b.name)) byName.set(b.name, b.id);
  return (path: string | undefined) => {
    if (!path) return null;
    const last = path.split('/').filter(Boolean).pop() ?? '';
    return byName.get(last) ?? null;
  };
}

/** What the preview needs from the database, read by the job before the thread starts. */
export interface PreviewInput {
  file: Uint8Array<ArrayBuffer>;
  zip: Uint8Array<ArrayBuffer> | null;
  options: ImportOptions;
  clan: { surname: string; poems: ZibeiPoem[] | null; version: number };
  branches: Branch[];
  existing: ExistingMember[];
  currentYear: number;
}

export interface PreviewOutput {
  preview: GedcomPreview;
  logCsv: string;
  plan: Uint8Array<ArrayBuffer>;
}

/** The file → preview, log and plan (progress 0–90, as the job reports it). */
export async function previewFile(input: PreviewInput, progress: (p: number) => void): Promise<PreviewOutput> {
  // in its worker thread: a full collection between the phases, so one phase's garbage (the parse's, the mapping's)
  // is not still in the heap when the next allocates (layouts/pdf/heap.ts; a no-op where gc cannot be had)
  const guard = heapGuard(96);
  const o = input.options;
  const file = parseGedcom(input.file, { encoding: o.encoding });
  input.file = new Uint8Array(0); // decoded: the bytes are garbage now
  progress(20);
  guard.check();
  const people = readPeople(file);
  releaseText(file); // every person and family is read: the decoded text (~2 bytes a character) is not needed again
  const mapped = mapToClan(people, file.log, {
    clanSurname: input.clan.surname, founder: o.founder, founderGeneration: o.founderGeneration, otherLines: o.otherLines,
    currentYear: input.currentYear,
  });
  progress(40);
  guard.check();
  const shift = mapped.generationShift ?? 0;
  const filePoems = readPoems(file, file.log).map((x) => ({ ...x, startGeneration: x.startGeneration + shift })).filter((x) => x.startGeneration >= 1);
  const poems = poemsFor(filePoems, input.clan.poems, input.branches);
  checkZibei(people, mapped.drafts, poems.adopt.length ? poems.adopt : input.clan.poems ?? [], input.branches, file.log);
  const duplicates = findDuplicates(mapped.drafts, input.existing);
  progress(50);
  guard.collect();
  const r: Reading = { file, mapped, duplicates, poems };
  const media = file.records.filter((x) => x.tag === 'OBJE').length;
  const preview = { ...previewOf(r, media, o.otherLines ?? 'roots'), mediaNote: mediaNote(mediaOf(mapped.drafts, input.zip), !!input.zip) };
  const logCsv = logToCsv(file.log.rows);
  const head: PlanHead = {
    duplicates: duplicates.map((d) => ({ draftId: d.draftId, memberId: d.memberId })), poems: poems.adopt,
    draftIds: mapped.drafts.map((d) => d.member.id), media: mapped.drafts.filter((d) => d.media?.length).map((d) => [d.member.id, d.media!]),
  };
  const plan = await packLines(head, mapped.drafts);
  progress(90);
  // its own ArrayBuffer (a small Buffer shares Node's pool), so the thread can move it to the job without a copy
  return { preview, logCsv, plan: plan.byteLength === plan.buffer.byteLength ? new Uint8Array(plan.buffer as ArrayBuffer, 0, plan.byteLength) : new Uint8Array(plan) };
}
