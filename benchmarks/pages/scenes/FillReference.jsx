import { Canvas } from '@react-three/fiber';

/**
 * The machine's reference: one full-screen unlit quad at the pixel ratio the scenes use on software GL,
 * rendered every frame. Scene frame times read best as a multiple of this (the CPU is shared).
 */
export function FillReference({ dpr }) {
  return (
    <Canvas frameloop="always" dpr={dpr} orthographic camera={{ position: [0, 0, 1], zoom: 1 }}>
      <mesh scale={[4000, 4000, 1]}>
        <planeGeometry />
        <meshBasicMaterial color="#6a1410" />
      </mesh>
    </Canvas>
  );
}
