/**
 * A village's editable fields: from the params to stored values (areas checked and named, chronicle dates read by the
 * calendar engine, panorama links checked), the diff between two sets of values as Chinese text, and the columns a
 * change writes. Pure, apart from the area dataset.
 */
import {
  VILLAGE_FIELD_LABELS, VILLAGE_KIND_NAMES, type ChronicleEntry, type VillageDiffRow, type VillageKind, type VillageMedia,
  type VillagePanorama,
} from '@contract/village';
import { parseChineseDate } from '../../../model/calendar/parse';
import { fail, must } from '../../http/errors';
import { findSensitive, SENSITIVE_MESSAGE } from '../../text/sensitive';
import { areaPath, areaText } from '../area/index';

/** The stored values of the editable fields (the log's before/after hold these). */
export interface Stored {
  name: string;
  kind: VillageKind;
  areaIds: number[];
  address: string;
  longitude: number | null;
  latitude: number | null;
  description: string;
  cover: string;
  chronicle: ChronicleEntry[];
  media: VillageMedia[];
  panorama: VillagePanorama;
}
export type Field = keyof Stored;
export const FIELDS: Field[] = ['name', 'kind', 'areaIds', 'address', 'longitude', 'latitude', 'description', 'cover', 'chronicle', 'media', 'panorama'];

type ChronicleIn = { date: string; title: string; text: string };

/** The CE year of a date as written (乾隆三年 → 1738, 不详 → null); refused when the calendar engine cannot read it. */
export function chronicleYear(date: string): number | null {
  const r = parseChineseDate(date);
  if (!r.ok) fail(`村史「${date}」：${r.reason}`);
  const d = r.dates[0]!;
  return d.gregorian?.year ?? d.lunarYear ?? null;
}

/** Entries with their years, oldest first (不详 last; same year in the order given). */
export function toChronicle(list: ChronicleIn[]): ChronicleEntry[] {
  const withYear = list.map((e, i) => ({ e: { date: e.date, year: chronicleYear(e.date), title: e.title, text: e.text }, i }));
  withYear.sort((a, b) => (a.e.year ?? Infinity) - (b.e.year ?? Infinity) || a.i - b.i);
  return withYear.map((x) => x.e);
}

/** Scene ids unique, the start scene one of them, scene hotspots leading to a scene, other targets ids. */
export function checkPanorama(p: VillagePanorama): VillagePanorama {
  const ids = new Set(p.scenes.map((s) => s.id));
  must(ids.size === p.scenes.length, '全景场景编号重复');
  for (const s of p.scenes) {
    for (const h of s.hotspots) {
      if (h.kind === 'scene') must(ids.has(h.targetId) && h.targetId !== s.id, `场景「${s.title}」的热点「${h.label}」指向的场景不存在`);
      else must(/^[1-9]\d{0,9}$/.test(h.targetId), `场景「${s.title}」的热点「${h.label}」目标编号不正确`);
    }
  }
  const start = p.scenes.length ? (ids.has(p.startSceneId) ? p.startSceneId : p.scenes[0]!.id) : '';
  return { startSceneId: start, scenes: p.scenes };
}

/** Params (all or some fields) → stored values; texts through the sensitive-word filter. */
export function toStored(p: Partial<Omit<Stored, 'chronicle'> & { chronicle: ChronicleIn[] }>): Partial<Stored> {
  const out: Partial<Stored> = {};
  for (const f of FIELDS) {
    const v = p[f];
    if (v === undefined) continue;
    if (f === 'chronicle') out.chronicle = toChronicle(v as ChronicleIn[]);
    else if (f === 'areaIds') out.areaIds = areaPath(v as number[]).map((a) => a.id);
    else if (f === 'panorama') out.panorama = checkPanorama(v as VillagePanorama);
    else (out as Record<string, unknown>)[f] = v;
  }
  if ((out.longitude === null) !== (out.latitude === null) && out.longitude !== undefined && out.latitude !== undefined) fail('经纬度须同时填写');
  const texts = [out.name, out.address, out.description, ...(out.chronicle ?? []).flatMap((e) => [e.title, e.text]),
    ...(out.media ?? []).map((m) => m.title), ...(out.panorama?.scenes ?? []).flatMap((s) => [s.title, ...s.hotspots.map((h) => h.label)])];
  if (texts.some((t) => t && findSensitive(t).length > 0)) fail(SENSITIVE_MESSAGE);
  return out;
}

/** The area columns of a path of ids. */
export function areaColumns(ids: number[]) {
  const areas = areaPath(ids);
  return {
    areaIds: ids, areaText: areaText(areas), provinceId: ids[0]!, cityId: ids[1] ?? null, countyId: ids[2] ?? null, townId: ids[3] ?? null,
  };
}

/** The columns a change writes. */
export function columnsOf(v: Partial<Stored>) {
  const { areaIds, ...rest } = v;
  return { ...rest, ...(areaIds ? areaColumns(areaIds) : {}) };
}

/** A field's value as Chinese display text. */
export function display(f: Field, v: unknown): string {
  if (v === null || v === undefined) return '';
  switch (f) {
    case 'kind': return VILLAGE_KIND_NAMES[v as VillageKind] ?? String(v);
    case 'areaIds': try { return areaText(areaPath(v as number[])); } catch { return (v as number[]).join('/'); }
    case 'chronicle': return (v as ChronicleEntry[]).map((e) => `${e.date} ${e.title}${e.text ? `：${e.text}` : ''}`).join('；');
    case 'media': {
      const m = v as VillageMedia[];
      const img = m.filter((x) => x.kind === 'image').length;
      return m.length ? `照片${img}、视频${m.length - img}` : '';
    }
    case 'panorama': {
      const p = v as VillagePanorama;
      return p.scenes.length ? `${p.scenes.length}个场景：${p.scenes.map((s) => `${s.title}(${s.hotspots.length}个热点)`).join('、')}` : '';
    }
    default: return String(v);
  }
}

/** JSON with keys sorted (jsonb gives objects back with its own key order). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** One row per field in `next`: before = `now`'s value, after = next's. */
export function diffOf(now: Partial<Stored>, next: Partial<Stored>): VillageDiffRow[] {
  return FIELDS.filter((f) => f in next).map((f) => ({
    field: f, label: VILLAGE_FIELD_LABELS[f] ?? f, before: display(f, now[f]), after: display(f, next[f]), changed: !same(now[f], next[f]),
  }));
}

/** Only the fields of `next` that differ from `now`. */
export function changedOnly(now: Partial<Stored>, next: Partial<Stored>): Partial<Stored> {
  const out: Partial<Stored> = {};
  for (const f of FIELDS) if (f in next && !same(now[f], next[f])) (out as Record<string, unknown>)[f] = next[f];
  return out;
}

/** The given fields of a stored village. */
export function pick(v: Stored, fields: readonly string[]): Partial<Stored> {
  const out: Partial<Stored> = {};
  for (const f of FIELDS) if (fields.includes(f)) (out as Record<string, unknown>)[f] = v[f];
  return out;
}

/** "简介：「旧」→「新」；村史：…" for a refusal message. */
export const diffText = (rows: VillageDiffRow[]) =>
  rows.filter((r) => r.changed).map((r) => `${r.label}：「${clip(r.before)}」→「${clip(r.after)}」`).join('；');
const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
