/**
 * The binary tree pack route (contract/clan-members.ts TREE_PACK), outside the JSON envelope:
 * GET /app/api/clan-member/tree/pack?clanId= → gzip(encodeTreePack(whole clan)), ETag "<clanId>-<version>", 304 on
 * If-None-Match; &head=N → only its first generations (at most N members, a prefix: model packHead), for a preview. Built once per (clan, version) from one SQL query of the pack's columns and kept on disk under
 * DATA_DIR/cache/tree-pack (clan-members.pack-cache.ts), streamed from the file; in memory (the latest version per
 * clan) when there is no data dir. Registered with rawRoute: refusals answer the JSON envelope.
 */
import { gunzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { TREE_PACK } from '@contract/clan-members';
import { encodeTreePack, type Branch, type ClanMember } from '../../../model/clan/index';
import { decodeTreePack, packHead } from '../../../model/tree-pack';
import type { ChineseDate } from '../../../model/calendar/types';
import type { Tx } from '../../db/client';
import { notModified, rawRoute } from '../../http/route';
import { clanAccess, clanBranches, type ClanRef } from '../clans/index';
import { recordVisit } from '../projects/index';
import { packRows, type PackTuple } from './clan-members.repo';
import { packCacheDir, packOnDisk, type PackOnDisk } from './clan-members.pack-cache';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const yearDate = (y: number | null): ChineseDate | undefined =>
  y === null || y === undefined ? undefined : { original: '', calendar: 'gregorian', precision: 'year', gregorian: { year: Number(y) } };
const n = (v: number | null) => (v === null || v === undefined ? undefined : Number(v));

function toPackMember(t: PackTuple, clanId: number, hideLiving: boolean): ClanMember {
  const [id, gender, surname, name, generation, birthOrder, clanRank, founderRole, lineageFatherId, biologicalFatherId,
    adoption, motherId, husbandId, spouseType, spouseOrder, wifeId, inChart, birthYear, deathYear, living, noHeir,
    uncertain, branchId, hasPhoto, hasBio] = t;
  return {
    id: Number(id), clanId, branchId: n(branchId) ?? null, version: 0, gender: gender as ClanMember['gender'], surname,
    name: name ?? undefined, generation: Number(generation), birthOrder: n(birthOrder), clanRank: n(clanRank),
    founderRole: (founderRole ?? undefined) as ClanMember['founderRole'], lineageFatherId: n(lineageFatherId) ?? null,
    biologicalFatherId: n(biologicalFatherId) ?? null, adoption: (adoption ?? undefined) as ClanMember['adoption'],
    motherId: n(motherId) ?? null, husbandId: n(husbandId) ?? null, spouseType: (spouseType ?? undefined) as ClanMember['spouseType'],
    spouseOrder: n(spouseOrder), wifeId: n(wifeId) ?? null, inChart: !!inChart, birth: hideLiving && living ? undefined : yearDate(birthYear),
    death: yearDate(deathYear), biography: hasBio ? '1' : undefined, photos: hasPhoto ? [''] : undefined,
    living: !!living, noHeir: !!noHeir, uncertain: !!uncertain,
  };
}

/**
 * Build the gzipped pack of a clan at its current version (no cache). `hideLiving`: for readers without a role,
 * living members' birth years are left out (architecture.md: living people's details are hidden).
 */
export async function buildPack(db: Tx, clan: ClanRef, version: number, hideLiving = false): Promise<Buffer> {
  const clanId = clan.id;
  const rows = await packRows(db, clan);
  const members = rows.map((r) => toPackMember(r, clanId, hideLiving));
  const branches = (await clanBranches(db, clan)).map((b): Branch => ({
    id: b.id, name: b.name, kind: b.kind as Branch['kind'], parentId: b.parentId, founderId: b.founderId ?? undefined,
  }));
  return gzipAsync(encodeTreePack(members, { clanId, clanVersion: version, branches }), { level: 6 });
}

/**
 * Latest pack per clan and variant, when there is no data dir on disk ("<clanId>:f" full, "<clanId>:v" for readers without a role), per database:
 * one process may serve several (tests run many apps in one worker, each with its own database and ids from 1).
 */
const caches = new WeakMap<Tx, Map<string, { version: number; gz: Promise<Buffer> }>>();
let builds = 0;
/** How many packs were built (tests: a second request of the same version is served from the cache). */
export const packBuilds = () => builds;

export function cachedPack(db: Tx, clan: ClanRef, version: number, hideLiving = false): Promise<Buffer> {
  const cache = caches.get(db) ?? new Map<string, { version: number; gz: Promise<Buffer> }>();
  caches.set(db, cache);
  const key = `${clan.id}:${hideLiving ? 'v' : 'f'}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.gz;
  builds += 1;
  const gz = buildPack(db, clan, version, hideLiving);
  cache.set(key, { version, gz });
  gz.catch(() => { if (cache.get(key)?.gz === gz) cache.delete(key); });
  return gz;
}

/** The pack of a clan's version: its file on disk (open: the caller streams and closes it) or, without `dir`, bytes. */
export function packSource(db: Tx, clan: ClanRef, version: number, hideLiving: boolean, dir: string | null): Promise<PackOnDisk | { gz: Buffer }> {
  if (!dir) return cachedPack(db, clan, version, hideLiving).then((gz) => ({ gz }));
  return packOnDisk(dir, { projectId: clan.projectId, clanId: clan.id, version, variant: hideLiving ? 'v' : 'f' }, () => {
    builds += 1;
    return buildPack(db, clan, version, hideLiving);
  });
}

/**
 * The head of a version's pack (its first generations, at most `head` members: model packHead), made from the
 * whole pack (built first when it is not yet) and cached beside it.
 */
export function headSource(db: Tx, clan: ClanRef, version: number, hideLiving: boolean, head: number, dir: string | null): Promise<PackOnDisk | { gz: Buffer }> {
  const make = async () => {
    const whole = await packSource(db, clan, version, hideLiving, dir);
    const gz = 'gz' in whole ? whole.gz : await whole.file.readFile().finally(() => whole.file.close());
    const pack = decodeTreePack(new Uint8Array(await gunzipAsync(gz)));
    return gzipAsync(packHead(pack, head), { level: 6 });
  };
  if (!dir) return make().then((gz) => ({ gz }));
  return packOnDisk(dir, { projectId: clan.projectId, clanId: clan.id, version, variant: `${hideLiving ? 'v' : 'f'}h${head}` }, make);
}

/** Builds a version's pack ahead of the first request (the seed, for a new big example). */
export async function warmPack(db: Tx, clan: ClanRef, version: number, hideLiving: boolean, dataDir: string): Promise<void> {
  const src = await packSource(db, clan, version, hideLiving, packCacheDir(dataDir));
  if ('file' in src) await src.file.close();
}

export function treePackRoute(app: FastifyInstance): void {
  rawRoute(app, TREE_PACK, async (p, ctx, { req, reply }) => {
    const { clan, access } = await clanAccess(ctx, p.clanId);
    // A tree download (also one answered 304) is a read of the project: one visitor upsert.
    await recordVisit(ctx, clan.projectId);
    const hide = access.role === null;
    reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization, ap');
    if (notModified(req, reply, `"${clan.id}-${clan.version}${hide ? '-v' : ''}${p.head ? `-h${p.head}` : ''}"`)) return reply;
    const dir = packCacheDir(ctx.config.dataDir);
    const src = await (p.head ? headSource(ctx.db, clan, clan.version, hide, p.head, dir) : packSource(ctx.db, clan, clan.version, hide, dir));
    reply.header('content-type', TREE_PACK.raw.contentType).header('content-encoding', 'gzip');
    if ('gz' in src) return reply.send(src.gz);
    // streamed from the open file (closed when the stream ends or the client goes away)
    return reply.header('content-length', src.size).send(src.file.createReadStream());
  });
}
