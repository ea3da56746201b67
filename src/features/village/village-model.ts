/** Small pure helpers of the village screens. */
import type { VillageDetail } from '@contract/village';

/** A stored file key or URL as a src: URLs and absolute paths as they are, bare keys under /files/. */
export function fileSrc(key: string | null | undefined): string {
  const k = (key ?? '').trim();
  if (!k) return '';
  if (/^(https?:|data:|blob:|\/)/.test(k)) return k;
  return `/files/${k}`;
}

/** The save params of a village as it is (a screen changes some fields and sends the rest unchanged). */
export function saveParamsOf(v: VillageDetail) {
  return {
    id: v.id, version: v.version, name: v.name, kind: v.kind, areaIds: v.areaIds, address: v.address, longitude: v.longitude,
    latitude: v.latitude, description: v.description, cover: v.cover,
    chronicle: v.chronicle.map((e) => ({ date: e.date, title: e.title, text: e.text })), media: v.media, panorama: v.panorama,
  };
}

/** A new scene id not among `taken`. */
export function newSceneId(taken: readonly string[]): string {
  for (let i = 1; ; i++) if (!taken.includes(`s${i}`)) return `s${i}`;
}

/** China's box on the schematic map (degrees). */
export const MAP_BOX = { west: 73, east: 135, south: 18, north: 54 };
export const toMap = (lng: number, lat: number) => ({
  x: ((lng - MAP_BOX.west) / (MAP_BOX.east - MAP_BOX.west)) * 620,
  y: ((MAP_BOX.north - lat) / (MAP_BOX.north - MAP_BOX.south)) * 400,
});
export const fromMap = (x: number, y: number) => ({
  longitude: Math.round((MAP_BOX.west + (x / 620) * (MAP_BOX.east - MAP_BOX.west)) * 1e5) / 1e5,
  latitude: Math.round((MAP_BOX.north - (y / 400) * (MAP_BOX.north - MAP_BOX.south)) * 1e5) / 1e5,
});
