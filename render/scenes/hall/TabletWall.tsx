import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedBufferAttribute, Matrix4, MeshStandardMaterial, type InstancedMesh } from 'three';
import { PALETTE } from '../common/palette';
import type { InscriptionText } from '../common/text-texture';
import type { TabletLayout } from './place-tablets';
import { buildTabletAtlas, type TabletAtlas } from './tablet-atlas';
import { tabletBodyGeometry, tabletFaceGeometry, tabletTrimGeometry } from './tablet-geometry';

export interface HallTablet {
  id: string;
  /** 世: tablets stand in tiers by generation, oldest at the top. */
  generation: number;
  /** Columns of the face: centre formula, dates at the sides, the offerer (model/memorial tabletInscription). */
  text: InscriptionText;
  sex: 'male' | 'female';
}

/** Lacquer face with the inscription from the atlas mixed in as gilt characters. */
function faceMaterial(atlas: TabletAtlas): MeshStandardMaterial {
  const m = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.32, metalness: 0.05 });
  m.onBeforeCompile = (shader) => {
    shader.uniforms.uAtlas = { value: atlas.texture };
    shader.uniforms.uTileSize = { value: atlas.tileSize };
    shader.uniforms.uLacquer = { value: new Color(PALETTE.lacquer) };
    shader.uniforms.uGold = { value: new Color(PALETTE.goldText) };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec3 aTile;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;')
      .replace('#include <uv_vertex>', '#include <uv_vertex>\nvTile = aTile;\nvFaceUv = uv;');
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nuniform highp sampler2DArray uAtlas;\nuniform vec2 uTileSize;\nuniform vec3 uLacquer;\nuniform vec3 uGold;\nvarying vec3 vTile;\nvarying vec2 vFaceUv;')
      .replace('#include <map_fragment>', [
        '#include <map_fragment>',
        'float ink = texture(uAtlas, vec3(vTile.xy + vec2(vFaceUv.x, 1.0 - vFaceUv.y) * uTileSize, vTile.z)).r;',
        'diffuseColor.rgb = mix(uLacquer, uGold, ink);',
      ].join('\n'))
      .replace('#include <metalnessmap_fragment>', '#include <metalnessmap_fragment>\nmetalnessFactor = mix(metalnessFactor, 0.85, ink);')
      .replace('#include <roughnessmap_fragment>', '#include <roughnessmap_fragment>\nroughnessFactor = mix(roughnessFactor, 0.38, ink);');
  };
  return m;
}

/**
 * Every tablet of the shrine in three instanced draws (body, gilt trim, inscribed face). Tapping a
 * tablet raycasts the instanced meshes; `order[instanceId]` is the tablet's index.
 */
export function TabletWall({ tablets, layout, onTabletTap }: {
  tablets: readonly HallTablet[];
  layout: TabletLayout;
  onTabletTap?: (id: string) => void;
}) {
  const body = useRef<InstancedMesh>(null);
  const trim = useRef<InstancedMesh>(null);
  const face = useRef<InstancedMesh>(null);
  const n = tablets.length;

  const atlas = useMemo(() => buildTabletAtlas(tablets.map((t) => t.text)), [tablets]);
  // instance i shows tablet order[i]: front (lower) rows first, so nearer tablets fill the depth buffer
  // before the ones behind them are shaded
  const order = useMemo(() => layout.placements.map((p) => p.index).sort((a, b) => layout.placements[b].row - layout.placements[a].row || a - b), [layout]);
  const parts = useMemo(() => {
    const faceGeo = tabletFaceGeometry();
    const tiles = new Float32Array(order.length * 3);
    order.forEach((t, i) => tiles.set(atlas.tiles.subarray(t * 3, t * 3 + 3), i * 3));
    faceGeo.setAttribute('aTile', new InstancedBufferAttribute(tiles, 3));
    return {
      bodyGeo: tabletBodyGeometry(),
      trimGeo: tabletTrimGeometry(),
      faceGeo,
      bodyMat: new MeshStandardMaterial({ color: PALETTE.lacquerDark, roughness: 0.35, metalness: 0.05 }),
      trimMat: new MeshStandardMaterial({ color: PALETTE.gold, roughness: 0.3, metalness: 0.9 }),
      faceMat: faceMaterial(atlas),
    };
  }, [atlas, order]);

  useEffect(() => () => {
    atlas.dispose();
    Object.values(parts).forEach((p) => p.dispose());
  }, [atlas, parts]);

  useLayoutEffect(() => {
    const m = new Matrix4();
    for (const mesh of [body.current, trim.current, face.current]) {
      if (!mesh) continue;
      order.forEach((t, i) => {
        const p = layout.placements[t];
        mesh.setMatrixAt(i, m.makeTranslation(p.x, p.y, p.z));
      });
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
      mesh.computeBoundingBox();
    }
  }, [layout, parts, order]);

  const onClick = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 6 || e.instanceId === undefined) return;
    e.stopPropagation();
    onTabletTap?.(tablets[order[e.instanceId]].id);
  };

  return (
    <group>
      <instancedMesh ref={body} args={[parts.bodyGeo, parts.bodyMat, n]} onClick={onClick} />
      <instancedMesh ref={trim} args={[parts.trimGeo, parts.trimMat, n]} raycast={() => null} />
      <instancedMesh ref={face} args={[parts.faceGeo, parts.faceMat, n]} onClick={onClick} />
    </group>
  );
}
