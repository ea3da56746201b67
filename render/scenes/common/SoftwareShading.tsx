import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { Color, MeshLambertMaterial, MeshStandardMaterial, type Material, type Mesh, type Object3D } from 'three';
import { bakeVertexLight, createVertexLights, updateVertexLights, vertexLitCopy } from './vertex-lit';

/**
 * Software WebGL ('low' quality) only. `lighting="pixel"`: every MeshStandardMaterial in the scene is
 * drawn with a MeshLambertMaterial copy (same colour, maps, emissive, transparency, `onBeforeCompile`).
 * Without the environment map (dropped on software GL) the physical BRDF mostly adds the spot light's
 * highlights, and costs about twice Lambert per pixel on SwiftShader. `lighting="vertex"`: standard and
 * Lambert materials are drawn vertex-lit (vertex-lit.ts: the diffuse light is computed per vertex, the
 * pixels cost what an unlit material costs); scenes whose large surfaces are subdivided use it (the hall).
 * Meshes marked `userData.bakeLight` (static, own geometry, not instanced) get the light baked into
 * their vertices once instead, so their vertex shader is as cheap as an unlit one.
 * Metals keep a slightly darker colour, close to how they read with the environment on a GPU; textures
 * lose anisotropic filtering. Objects added later (offerings) are converted on the next frame; the
 * originals are kept, so nothing else needs to know.
 */
export function SoftwareShading({ lighting = 'pixel', fill = 0 }: { lighting?: 'pixel' | 'vertex'; fill?: number }) {
  const cache = useMemo(() => new WeakMap<Material, Material>(), []);
  const bakedCache = useMemo(() => new WeakMap<Material, Material>(), []);
  const baked = useMemo(() => new WeakSet<object>(), []);
  const lights = useMemo(() => createVertexLights(), []);
  const convert = (m: Material): Material => {
    if (lighting === 'vertex') return vertexLitCopy(m, lights);
    if (!(m instanceof MeshStandardMaterial)) return m;
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
    return lm;
  };
  const cached = (m: Material, bake = false): Material => {
    const store = bake ? bakedCache : cache;
    let c = store.get(m);
    if (!c) {
      c = bake ? vertexLitCopy(m, lights, true) : convert(m);
      store.set(m, c);
      if (c !== m) m.addEventListener('dispose', () => c!.dispose());
    }
    return c;
  };
  // cheap: ~100 objects, and a material is converted once
  useFrame(({ scene }) => {
    if (lighting === 'vertex') updateVertexLights(lights, scene, fill);
    scene.traverse((o: Object3D) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      const bake = lighting === 'vertex' && mesh.userData.bakeLight === true && !(mesh as { isInstancedMesh?: boolean }).isInstancedMesh;
      if (bake) {
        // baked when first shown (a mesh shown later by a useFrame must run before this one, priority < -1)
        if (!mesh.visible) return;
        if (!baked.has(mesh.geometry)) { bakeVertexLight(mesh, lights); baked.add(mesh.geometry); }
        const bm = (x: Material) => cached(x, true);
        mesh.material = Array.isArray(mesh.material) ? mesh.material.map(bm) : bm(mesh.material);
        return;
      }
      mesh.material = Array.isArray(mesh.material) ? mesh.material.map((x) => cached(x)) : cached(mesh.material);
    });
  }, -1);
  return null;
}

function MathClamp(v: number) {
  return Math.min(1, Math.max(0, v));
}
