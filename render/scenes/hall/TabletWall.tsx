import type { ThreeEvent } from '@react-three/fiber';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedBufferAttribute, LinearMipmapLinearFilter, LinearMipmapNearestFilter, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import { ViewOptionsContext } from '../common/camera-rig-context';
import { PALETTE } from '../common/palette';
import type { InscriptionText } from '../common/text-texture';
import type { TabletLayout } from './place-tablets';
import { buildTabletAtlas, type TabletAtlas } from './tablet-atlas';
import { TABLET, tabletGeometry } from './tablet-geometry';
import { mergedTablets, tabletOfFace } from './tablet-merge';

export interface HallTablet {
  id: string;
  /** 世: tablets stand in tiers by generation, oldest at the top. */
  generation: number;
  /** Columns of the face: centre formula, dates at the sides, the offerer (model/memorial tabletInscription). */
  text: InscriptionText;
  sex: 'male' | 'female';
}

/**
 * One material for the whole tablet: `aPart` picks lacquer (body), gold (trim) or the board front, where
 * the inscription from the atlas is mixed in as gilt characters inside the face area and the rest is
 * the body's lacquer border.
 */
function tabletMaterial(atlas: TabletAtlas): MeshStandardMaterial {
  const m = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.35, metalness: 0.05 });
  const { boardW, boardH, face } = TABLET;
  m.onBeforeCompile = (shader) => {
    shader.uniforms.uAtlas = { value: atlas.texture };
    shader.uniforms.uTileSize = { value: atlas.tileSize };
    shader.uniforms.uFaceScale = { value: [boardW / face.w, boardH / face.h] };
    shader.uniforms.uBody = { value: new Color(PALETTE.lacquerDark) };
    shader.uniforms.uTrim = { value: new Color(PALETTE.gold) };
    shader.uniforms.uLacquer = { value: new Color(PALETTE.lacquer) };
    shader.uniforms.uGold = { value: new Color(PALETTE.goldText) };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec3 aTile;\nattribute float aPart;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;\nvarying float vPart;')
      .replace('#include <uv_vertex>', '#include <uv_vertex>\nvTile = aTile;\nvFaceUv = uv;\nvPart = aPart;');
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform highp sampler2DArray uAtlas;\nuniform vec2 uTileSize;\nuniform vec2 uFaceScale;\nuniform vec3 uBody;\nuniform vec3 uTrim;\nuniform vec3 uLacquer;\nuniform vec3 uGold;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;\nvarying float vPart;')
      .replace('#include <map_fragment>', [
        '#include <map_fragment>',
        'float ink = 0.0;',
        'float trim = step(0.5, vPart) * (1.0 - step(1.5, vPart));',
        'vec3 base = mix(uBody, uTrim, trim);',
        'if (vPart > 1.5) {',
        '  vec2 f = (vFaceUv - 0.5) * uFaceScale + 0.5;',
        '  if (all(greaterThanEqual(f, vec2(0.0))) && all(lessThanEqual(f, vec2(1.0)))) {',
        '    ink = texture(uAtlas, vec3(vTile.xy + vec2(f.x, 1.0 - f.y) * uTileSize, vTile.z)).r;',
        '    base = mix(uLacquer, uGold, ink);',
        '  }',
        '}',
        'diffuseColor.rgb = base;',
      ].join('\n'))
      .replace('#include <metalnessmap_fragment>', '#include <metalnessmap_fragment>\nmetalnessFactor = mix(mix(metalnessFactor, 0.9, trim), 0.85, ink);')
      .replace('#include <roughnessmap_fragment>', '#include <roughnessmap_fragment>\nroughnessFactor = mix(mix(roughnessFactor, 0.3, trim), 0.38, ink);');
  };
  return m;
}

/**
 * Every tablet of the shrine in ONE draw (body, gilt trim and inscribed front in one geometry and one
 * material): instanced on a GPU; on software GL ('low' quality) one merged plain geometry instead
 * (tablet-merge.ts: SwiftShader pays a fixed cost per instance). Tapping a tablet raycasts it; the
 * instance (or, merged, `tabletOfFace(faceIndex)`) is the slot, and `order[slot]` the tablet's index.
 */
export function TabletWall({ tablets, layout, onTabletTap }: {
  tablets: readonly HallTablet[];
  layout: TabletLayout;
  onTabletTap?: (id: string) => void;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const n = tablets.length;

  const atlas = useMemo(() => buildTabletAtlas(tablets.map((t) => t.text)), [tablets]);
  // instance i shows tablet order[i]: front (lower) rows first, so nearer tablets fill the depth buffer
  // before the ones behind them are shaded
  const order = useMemo(() => layout.placements.map((p) => p.index).sort((a, b) => layout.placements[b].row - layout.placements[a].row || a - b), [layout]);
  const { quality } = useContext(ViewOptionsContext);
  const merged = quality === 'low';
  const parts = useMemo(() => {
    const tiles = new Float32Array(order.length * 3);
    order.forEach((t, i) => tiles.set(atlas.tiles.subarray(t * 3, t * 3 + 3), i * 3));
    let geo;
    if (merged) {
      const offsets = new Float32Array(order.length * 3);
      order.forEach((t, i) => { const p = layout.placements[t]; offsets.set([p.x, p.y, p.z], i * 3); });
      geo = mergedTablets(offsets, tiles);
    } else {
      geo = tabletGeometry();
      geo.setAttribute('aTile', new InstancedBufferAttribute(tiles, 3));
    }
    return { geo, mat: tabletMaterial(atlas) };
  }, [atlas, order, layout, merged]);

  // software GL (low quality): trilinear only, anisotropic taps are paid per pixel on the CPU
  useEffect(() => {
    atlas.texture.anisotropy = quality === 'low' ? 1 : 4;
    atlas.texture.minFilter = quality === 'low' ? LinearMipmapNearestFilter : LinearMipmapLinearFilter;
    atlas.texture.needsUpdate = true;
  }, [atlas, quality]);

  useEffect(() => () => {
    atlas.dispose();
    Object.values(parts).forEach((p) => p.dispose());
  }, [atlas, parts]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    const im = mesh.current;
    if (!im || merged) return;
    order.forEach((t, i) => {
      const p = layout.placements[t];
      im.setMatrixAt(i, m.makeTranslation(p.x, p.y, p.z));
    });
    im.instanceMatrix.needsUpdate = true;
    im.computeBoundingSphere();
    im.computeBoundingBox();
  }, [layout, parts, order, merged]);

  const onClick = (e: ThreeEvent<MouseEvent>) => {
    const slot = merged ? (e.faceIndex == null ? undefined : tabletOfFace(e.faceIndex)) : e.instanceId;
    if (e.delta > 6 || slot === undefined || order[slot] === undefined) return;
    e.stopPropagation();
    onTabletTap?.(tablets[order[slot]].id);
  };

  if (merged) return <mesh geometry={parts.geo} material={parts.mat} onClick={onClick} userData={{ bakeLight: true }} />;
  return (
    <instancedMesh ref={mesh} args={[parts.geo, parts.mat, n]} onClick={onClick} />
  );
}
