import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Color, MeshLambertMaterial, MeshStandardMaterial, type Material, type Mesh, type Object3D } from 'three';

/**
 * Software WebGL ('low' quality) only: every MeshStandardMaterial in the scene is drawn with a
 * MeshLambertMaterial copy (same colour, maps, emissive, transparency, `onBeforeCompile`). Without the
 * environment map (dropped on software GL) the physical BRDF mostly adds the spot light's highlights,
 * and costs about twice Lambert per pixel on SwiftShader. Metals keep a slightly darker colour, close to
 * how they read with the environment on a GPU; textures lose anisotropic filtering. Objects added later (offerings) are converted on the
 * next frame; the originals are kept, so nothing else needs to know.
 */
export function SoftwareShading() {
  const cache = useMemo(() => new WeakMap<Material, Material>(), []);
  const lambertOf = (m: Material): Material => {
    if (!(m instanceof MeshStandardMaterial)) return m;
    let l = cache.get(m);
    if (!l) {
      const metal = MathClamp(m.metalness);
      // anisotropic filtering is several taps per pixel in software: plain trilinear
      for (const t of [m.map, m.emissiveMap, m.alphaMap]) if (t && t.anisotropy > 1) { t.anisotropy = 1; t.needsUpdate = true; }
      const lm = new MeshLambertMaterial({
        color: new Color().copy(m.color).multiplyScalar(1 - 0.25 * metal),
        map: m.map, emissive: m.emissive, emissiveIntensity: m.emissiveIntensity, emissiveMap: m.emissiveMap,
        transparent: m.transparent, opacity: m.opacity, side: m.side, alphaTest: m.alphaTest, alphaMap: m.alphaMap,
        depthWrite: m.depthWrite, depthTest: m.depthTest, toneMapped: m.toneMapped, vertexColors: m.vertexColors,
        blending: m.blending, fog: m.fog, flatShading: m.flatShading,
      });
      lm.onBeforeCompile = m.onBeforeCompile;
      lm.customProgramCacheKey = m.customProgramCacheKey;
      lm.name = m.name;
      l = lm;
      cache.set(m, l);
      m.addEventListener('dispose', () => l!.dispose());
    }
    return l;
  };
  // cheap: ~100 objects, and a material is converted once
  useFrame(({ scene }) => {
    scene.traverse((o: Object3D) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      mesh.material = Array.isArray(mesh.material) ? mesh.material.map(lambertOf) : lambertOf(mesh.material);
    });
  }, -1);
  return null;
}

function MathClamp(v: number) {
  return Math.min(1, Math.max(0, v));
}
