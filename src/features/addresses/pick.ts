/**
 * Picking an address for another screen (the mall's order form): it opens `/mine/address/index?pick=1`; a tap there
 * keeps the chosen id here and goes back; the form reads it once when it shows again.
 */
import { cache } from '@src/lib/cache';

const KEY = 'addressPick';

export const ADDRESS_PICK_PATH = '/mine/address/index?pick=1';
export const setPickedAddress = (id: number) => cache.set<number>(KEY, id, { ttlMs: 600_000 });
export function takePickedAddress(): number | undefined {
  const id = cache.peek<number>(KEY);
  if (id !== undefined) cache.remove(KEY);
  return id;
}
