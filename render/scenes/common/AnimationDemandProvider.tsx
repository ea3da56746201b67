import { useThree } from '@react-three/fiber';
import { useMemo, useRef, type ReactNode } from 'react';
import { AnimationDemandContext, type AnimationDemand } from './animation-demand';

/**
 * Counts running animations and reports transitions (none ↔ some) to `onChange`; SceneCanvas turns
 * that into the Canvas `frameloop` prop ('always' while any runs, 'demand' otherwise). The prop is the
 * single source of truth: r3f re-applies it whenever the Canvas re-renders.
 */
export function AnimationDemandProvider({ children, onChange }: { children: ReactNode; onChange: (animating: boolean) => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const count = useRef(0);
  const demand = useMemo<AnimationDemand>(() => ({
    acquire() {
      count.current += 1;
      if (count.current === 1) onChange(true);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count.current -= 1;
        if (count.current === 0) {
          onChange(false);
          invalidate();
        }
      };
    },
  }), [onChange, invalidate]);
  return <AnimationDemandContext.Provider value={demand}>{children}</AnimationDemandContext.Provider>;
}
