import { useThree } from '@react-three/fiber';
import { useMemo, useRef, type ReactNode } from 'react';
import { AnimationDemandContext, type AnimationDemand } from './animation-demand';

/** Counts running animations; 'always' while any runs, 'demand' (render on invalidate()) otherwise. */
export function AnimationDemandProvider({ children, forceAlways = false }: { children: ReactNode; forceAlways?: boolean }) {
  const setFrameloop = useThree((s) => s.setFrameloop);
  const invalidate = useThree((s) => s.invalidate);
  const count = useRef(0);
  const demand = useMemo<AnimationDemand>(() => ({
    acquire() {
      count.current += 1;
      if (count.current === 1 && !forceAlways) setFrameloop('always');
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count.current -= 1;
        if (count.current === 0 && !forceAlways) {
          setFrameloop('demand');
          invalidate();
        }
      };
    },
  }), [setFrameloop, invalidate, forceAlways]);
  useMemo(() => { if (forceAlways) setFrameloop('always'); }, [forceAlways, setFrameloop]);
  return <AnimationDemandContext.Provider value={demand}>{children}</AnimationDemandContext.Provider>;
}
