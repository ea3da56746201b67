import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/**
 * Reports r3f's performance factor: `performance.min` while something calls `regress()` (CameraRig
 * does, every frame the view moves), 1 again after the Canvas' `performance.debounce`. SceneCanvas
 * turns it into its `dpr` prop on software WebGL, where every pixel is paid for on the CPU: a moving
 * view is drawn at a lower resolution, the still view at full. (Through the prop: r3f resets the store's
 * dpr to the prop whenever the Canvas re-renders.)
 */
export function MotionDpr({ onChange }: { onChange: (factor: number) => void }) {
  const current = useThree((s) => s.performance.current);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    onChange(current);
    invalidate();
  }, [current, onChange, invalidate]);
  return null;
}
