/**
 * Picking for another screen: /village/select keeps the chosen village, /choose-location the chosen place, and goes
 * back; the screen that opened it reads it once when it shows again (as the address pick).
 */
import { cache } from '@src/lib/cache';

export interface PickedVillage { id: number; name: string; areaText: string }
export interface PickedPlace { latitude: number; longitude: number; areaIds: number[]; text: string }

const take = <T,>(key: string): T | undefined => {
  const v = cache.peek<T>(key);
  if (v !== undefined) cache.remove(key);
  return v;
};
export const setPickedVillage = (v: PickedVillage) => cache.set<PickedVillage>('villagePick', v, { ttlMs: 600_000 });
export const takePickedVillage = () => take<PickedVillage>('villagePick');
export const setPickedPlace = (p: PickedPlace) => cache.set<PickedPlace>('placePick', p, { ttlMs: 600_000 });
export const takePickedPlace = () => take<PickedPlace>('placePick');
