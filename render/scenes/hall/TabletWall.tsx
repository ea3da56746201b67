import type { ThreeEvent } from '@react-three/fiber';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedBufferAttribute, LinearMipmapLinearFilter, LinearMipmapNearestFilter, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import { ViewOptionsContext } from '../common/camera-rig-context';
import { PALETTE } from '../common/palette';
import type { InscriptionText } from '../common/text-texture';
import type { TabletLayout } from './place-tablets';
import { buildTabletAtlas, type TabletAtlas } from './tablet-atlas';
import { TABLET, tabletGeometry } from './tablet-geometry';
import { MergedTablets } from './MergedTablets';
import { IMPOSTOR } from './tablet-merge';
import { SHRINE_DARK } from './Shrine';

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
  const { boardW, boardH, face, baseH } = TABLET;
  const g = (v: number) => v.toFixed(4);
  m.onBeforeCompile = (shader) => {
    shader.uniforms.uAtlas = { value: atlas.texture };
    shader.uniforms.uTileSize = { value: atlas.tileSize };
    shader.uniforms.uFaceScale = { value: [boardW / face.w, boardH / face.h] };
    shader.uniforms.uBody = { value: new Color(PALETTE.lacquerDark) };
    shader.uniforms.uTrim = { value: new Color(PALETTE.gold) };
    shader.uniforms.uLacquer = { value: new Color(PALETTE.lacquer) };
    shader.uniforms.uGold = { value: new Color(PALETTE.goldText) };
    shader.uniforms.uGap = { value: new Color(SHRINE_DARK) };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec3 aTile;\nattribute float aPart;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;\nvarying float vPart;')
      .replace('#include <uv_vertex>', '#include <uv_vertex>\nvTile = aTile;\nvFaceUv = uv;\nvPart = aPart;');
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform highp sampler2DArray uAtlas;\nuniform vec2 uTileSize;\nuniform vec2 uFaceScale;\nuniform vec3 uBody;\nuniform vec3 uTrim;\nuniform vec3 uLacquer;\nuniform vec3 uGold;\nuniform vec3 uGap;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;\nvarying float vPart;')
      .replace('#include <map_fragment>', [
        '#include <map_fragment>',
        'float ink = 0.0;',
        'float part = vPart;',
        'vec2 fuv = vFaceUv;',
        'float gap = 0.0;',
        // impostor (tablet-merge.ts): the part and the board's uv from the height on the quad
        'if (vPart > 2.5) {',
        `  vec2 l = vec2((vFaceUv.x - 0.5) * ${g(IMPOSTOR.w)}, vFaceUv.y * ${g(IMPOSTOR.h)});`,
        `  float halfW = l.y < ${g(baseH * 0.55)} ? ${g(0.075)} : l.y < ${g(baseH)} ? ${g(0.065)} : l.y < ${g(baseH + boardH)} ? ${g(boardW / 2)} : l.y < ${g(baseH + boardH + 0.028)} ? ${g(0.067)} : ${g(0.04)};`,
        `  part = l.y < ${g(baseH * 0.55)} ? 0.0 : l.y < ${g(baseH)} ? 1.0 : l.y < ${g(baseH + boardH)} ? 2.0 : 1.0;`,
        '  gap = step(halfW, abs(l.x));',
        `  fuv = vec2(l.x / ${g(boardW)} + 0.5, (l.y - ${g(baseH)}) / ${g(boardH)});`,
        '}',
        'float trim = step(0.5, part) * (1.0 - step(1.5, part));',
        'vec3 base = mix(uBody, uTrim, trim);',
        'if (part > 1.5) {',
        '  vec2 f = (fuv - 0.5) * uFaceScale + 0.5;',
        '  if (all(greaterThanEqual(f, vec2(0.0))) && all(lessThanEqual(f, vec2(1.0)))) {',
        '    ink = texture(uAtlas, vec3(vTile.xy + vec2(f.x, 1.0 - f.y) * uTileSize, vTile.z)).r;',
        '    base = mix(uLacquer, uGold, ink);',
        '  }',
        '}',
        'diffuseColor.rgb = mix(base, uGap, gap);',
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
    const geo = tabletGeometry();
    geo.setAttribute('aTile', new InstancedBufferAttribute(tiles, 3));
    return { geo, mat: tabletMaterial(atlas), tiles };
  }, [atlas, order]);

  // software GL (low quality): trilinear only, anisotropic taps are paid per pixel on the CPU
  useEffect(() => {
    atlas.texture.anisotropy = quality === 'low' ? 1 : 4;
    atlas.texture.minFilter = quality === 'low' ? LinearMipmapNearestFilter : LinearMipmapLinearFilter;
    atlas.texture.needsUpdate = true;
  }, [atlas, quality]);

  useEffect(() => () => {
    atlas.dispose();
    parts.geo.dispose();
    parts.mat.dispose();
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

  const onSlot = (slot: number | undefined, e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 6 || slot === undefined || order[slot] === undefined) return;
    e.stopPropagation();
    onTabletTap?.(tablets[order[slot]].id);
  };

  // Where each tablet's base stands in this group's frame, in draw order (read by tests and tools: the group is
  // named 'hall-tablets'); the same on both render paths.
  const points = useMemo(() => order.map((t) => {
    const p = layout.placements[t];
    return { id: tablets[t].id, x: p.x, y: p.y, z: p.z };
  }), [order, layout, tablets]);
  return (
    <group name="hall-tablets" userData={{ tabletPoints: points }}>
      {merged
        ? <MergedTablets order={order} layout={layout} tiles={parts.tiles} material={parts.mat} onSlotTap={onSlot} />
        : <instancedMesh ref={mesh} args={[parts.geo, parts.mat, n]} onClick={(e) => onSlot(e.instanceId, e)} />}
    </group>
  );
}
