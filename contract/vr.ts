/**
 * Panorama works (全景作品, GET /vr/work/:id) — spec §7 "GET /vr/work/{id}". A work is a set of scenes; each scene
 * is one uploaded equirectangular image (files key → URL) with hotspots that lead to other scenes
 * (render/scenes/village Panorama: yaw 0 = straight ahead, positive to the right; pitch up; degrees).
 * Used by village pages and by memorial halls (`vrId`). Public works are seen by every session (guest included); a work of a
 * members-only / password clan only by those who may read it.
 */
import { z } from 'zod';
import { call, id } from './common/index';

export const Hotspot = z.object({
  yaw: z.number(),
  pitch: z.number(),
  /** The scene it leads to. */
  targetId: z.string(),
  label: z.string(),
});

export const PanoramaScene = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  hotspots: z.array(Hotspot),
});

export const VrWork = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  projectId: z.number().int().nullable(),
  /** The scene to open first. */
  startSceneId: z.string(),
  scenes: z.array(PanoramaScene),
  createdAt: z.string(),
});
export type VrWork = z.infer<typeof VrWork>;

export const vrWork = call({
  method: 'GET', path: '/vr/work/:id', access: 'session',
  params: z.object({ id: id('全景作品') }),
  reply: VrWork,
  summary: '全景作品：场景（全景图）与热点',
});
