/**
 * The work of an export job (gedcom.jobs.ts): the clan's members (or a branch: a member, his descendants and their
 * wives and 赘婿) → GEDCOM text chunks written to a temporary file as they come, then stored.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { zibeiChar } from '@model/generations';
import type { Branch, ClanMember } from '@model/member';
import type { JobDeps } from '../../jobs/index';
import { UserError } from '../../http/errors';
import { clanBranches, findClan } from '../clans/index';
import { descendantIds, membersOfClan, rowToMember } from '../clan-members/index';
import { writeGedcom, type GedcomFormat } from './engine/write';
import * as repo from './gedcom.repo';

export interface ExportOptions {
  format: GedcomFormat;
  rootId?: number;
  hideLiving: boolean;
}

/** A member and everyone below him, with the wives and 赘婿 of those. */
function branchOf(all: ClanMember[], rootId: number, below: number[]): ClanMember[] {
  const blood = new Set([rootId, ...below]);
  return all.filter((m) => blood.has(m.id) || (m.husbandId != null && blood.has(m.husbandId)) || (m.wifeId != null && blood.has(m.wifeId)));
}

export async function runExport(deps: JobDeps, job: repo.JobRow, progress: (p: number) => void, signal: AbortSignal): Promise<repo.JobRow | undefined> {
  const o = job.options as unknown as ExportOptions;
  const clan = await findClan(deps.db, job.clanId);
  if (!clan || clan.projectId !== job.projectId) throw new UserError('族谱不存在');
  let members = (await membersOfClan(deps.db, clan, true)).map(rowToMember);
  if (o.rootId) members = branchOf(members, o.rootId, (await descendantIds(deps.db, clan, o.rootId)).map((d) => d.id));
  const branches = await clanBranches(deps.db, clan);
  const model: Branch[] = branches.map((b) => ({ id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId }));
  const byId = new Map(branches.map((b) => [b.id, b]));
  const path = (id: number) => {
    const names: string[] = [];
    for (let b = byId.get(id); b && names.length < 10; b = b.parentId != null ? byId.get(b.parentId) : undefined) names.unshift(b.name);
    return names.join('/') || undefined;
  };
  const raw = await repo.rawOfClan(deps.db, clan);
  progress(20);
  const dir = await mkdtemp(join(tmpdir(), 'zupu-gedcom-'));
  try {
    const out = join(dir, 'export.ged');
    // a 4 MB buffer: the writer keeps producing while the disk writes (a small one waits for every chunk)
    const stream = createWriteStream(out, { highWaterMark: 4 << 20 });
    let written = 0;
    let bytes = 0;
    const chunks = writeGedcom({
      format: o.format, clan: { name: clan.name, surname: clan.surname, hall: clan.hall ?? undefined }, members,
      poems: clan.poems.map((x) => (x.branchId != null ? { ...x, branchName: path(x.branchId) } : x)),
      branchPath: path, zibei: (m) => zibeiChar(clan.poems, m.generation, m.branchId ?? null, model),
      raw: (id) => raw.get(id), hideLiving: o.hideLiving, now: deps.adapters.clock.now(),
    });
    for (const chunk of chunks) {
      signal.throwIfAborted();
      const b = Buffer.from(chunk); // encoded once (byteLength and write would each walk the text)
      bytes += b.length;
      if (!stream.write(b)) await once(stream, 'drain');
      written++;
      if (written % 20 === 0) progress(Math.min(90, 20 + Math.round((written * 5000 * 70) / Math.max(1, members.length * 25))));
    }
    stream.end();
    await once(stream, 'finish');
    const key = `gedcom/${job.projectId}/${job.id}-${deps.adapters.ids.short()}.ged`;
    await deps.adapters.storage.put(key, await readFile(out));
    signal.throwIfAborted();
    return repo.moveJob(deps.db, job, ['exporting'], {
      status: 'exported', fileKey: key, bytes, result: { members: members.length }, updatedAt: deps.adapters.clock.now(),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
