/**
 * Render on demand: scenes run with frameloop="demand" and switch to 'always' only while something
 * animates (candle flames, smoke, a camera move). Components say so with `useAnimating(active)`; the
 * provider (AnimationDemandProvider.tsx) counts them and flips the Canvas frameloop.
 */
import { createContext, useContext, useEffect } from 'react';

export interface AnimationDemand {
  /** Marks one animation as running; returns its release. */
  acquire(): () => void;
}

export const AnimationDemandContext = createContext<AnimationDemand | null>(null);

/** While `active`, the canvas renders every frame; when every user is inactive it goes back to demand. */
export function useAnimating(active: boolean): void {
  const demand = useContext(AnimationDemandContext);
  useEffect(() => (active && demand ? demand.acquire() : undefined), [active, demand]);
}
