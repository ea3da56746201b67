/**
 * Vertex-lit materials for software WebGL (SwiftShader, llvmpipe), where every shaded pixel is paid for
 * on the CPU. A lit material (standard or Lambert) is drawn as a MeshBasicMaterial whose vertex shader
 * computes the scene's diffuse lighting (ambient, hemisphere, up to MAX_LIGHTS point/spot lights, with
 * three.js' own attenuation and cone formulas) and hands it to the fragment shader as one varying: the
 * per-pixel cost is that of an unlit material (colour × map × light, fog, tone mapping), about half a
 * per-pixel Lambert. Large flat surfaces need enough vertices to carry a spot light's pool (see the
 * `segments` of the hall's planes). Lights are read from the scene every frame into shared uniforms.
 */
import {
  AmbientLight, BufferAttribute, Color, LinearMipmapLinearFilter, LinearMipmapNearestFilter, Matrix3, type Mesh, HemisphereLight, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, PointLight,
  SpotLight, Vector3, Vector4, type Material, type Object3D, type WebGLProgramParametersWithUniforms,
} from 'three';

export const MAX_LIGHTS = 3;

/** Uniforms shared by every vertex-lit material of one scene. */
export interface VertexLights {
  uAmbient: { value: Color };
  uSky: { value: Color };
  uGround: { value: Color };
  uLightPos: { value: Vector3[] };
  uLightColor: { value: Color[] };
  uLightDir: { value: Vector3[] };
  /** distance cutoff, decay, cone cos, penumbra cos (cone cos −2 = point light) */
  uLightParams: { value: Vector4[] };
}

export function createVertexLights(): VertexLights {
  const n = Array.from({ length: MAX_LIGHTS });
  return {
    uAmbient: { value: new Color(0, 0, 0) },
    uSky: { value: new Color(0, 0, 0) },
    uGround: { value: new Color(0, 0, 0) },
    uLightPos: { value: n.map(() => new Vector3()) },
    uLightColor: { value: n.map(() => new Color(0, 0, 0)) },
    uLightDir: { value: n.map(() => new Vector3(0, 0, 1)) },
    uLightParams: { value: n.map(() => new Vector4(0, 1, -2, -2)) },
  };
}

const tmp = new Vector3();

/**
 * Copies the scene's visible lights into the uniforms (brightest point/spot lights first). `fill`: extra
 * uniform light, as a fraction of the albedo, for the environment lighting that is not drawn.
 */
export function updateVertexLights(u: VertexLights, scene: Object3D, fill = 0): void {
  u.uAmbient.value.setScalar(fill * Math.PI);
  u.uSky.value.setRGB(0, 0, 0);
  u.uGround.value.setRGB(0, 0, 0);
  const local: (PointLight | SpotLight)[] = [];
  scene.traverseVisible((o) => {
    if (o instanceof AmbientLight) u.uAmbient.value.add(new Color().copy(o.color).multiplyScalar(o.intensity));
    else if (o instanceof HemisphereLight) {
      u.uSky.value.add(new Color().copy(o.color).multiplyScalar(o.intensity));
      u.uGround.value.add(new Color().copy(o.groundColor).multiplyScalar(o.intensity));
    } else if (o instanceof PointLight || o instanceof SpotLight) local.push(o);
  });
  local.sort((a, b) => b.intensity - a.intensity);
  for (let i = 0; i < MAX_LIGHTS; i++) {
    const l = local[i];
    const params = u.uLightParams.value[i];
    if (!l) { u.uLightColor.value[i].setRGB(0, 0, 0); continue; }
    l.updateWorldMatrix(true, false);
    u.uLightPos.value[i].setFromMatrixPosition(l.matrixWorld);
    u.uLightColor.value[i].copy(l.color).multiplyScalar(l.intensity);
    if (l instanceof SpotLight) {
      l.target.updateWorldMatrix(true, false);
      u.uLightDir.value[i].copy(u.uLightPos.value[i]).sub(tmp.setFromMatrixPosition(l.target.matrixWorld)).normalize();
      params.set(l.distance, l.decay, Math.cos(l.angle), Math.cos(l.angle * (1 - l.penumbra)));
    } else {
      params.set(l.distance, l.decay, -2, -2);
    }
  }
}

const VERTEX_PARS = `
uniform vec3 uAmbient;
uniform vec3 uSky;
uniform vec3 uGround;
uniform vec3 uLightPos[${MAX_LIGHTS}];
uniform vec3 uLightColor[${MAX_LIGHTS}];
uniform vec3 uLightDir[${MAX_LIGHTS}];
uniform vec4 uLightParams[${MAX_LIGHTS}];
varying vec3 vLight;`;

const VERTEX_BAKED = `
attribute vec3 aLight;
varying vec3 vLight;`;

const VERTEX_MAIN = `
{
  vec4 lwp = vec4(transformed, 1.0);
  vec3 lwn = normal;
  #ifdef USE_INSTANCING
    lwp = instanceMatrix * lwp;
    lwn = mat3(instanceMatrix) * lwn;
  #endif
  lwp = modelMatrix * lwp;
  lwn = normalize(mat3(modelMatrix) * lwn);
  vec3 irr = uAmbient + mix(uGround, uSky, 0.5 * lwn.y + 0.5);
  for (int i = 0; i < ${MAX_LIGHTS}; i++) {
    vec3 toL = uLightPos[i] - lwp.xyz;
    float d = length(toL);
    vec3 L = toL / max(d, 1e-4);
    vec4 p = uLightParams[i];
    float att = 1.0 / max(pow(d, p.y), 0.01);
    if (p.x > 0.0) att *= pow2(saturate(1.0 - pow4(d / p.x)));
    if (p.z > -1.5) att *= smoothstep(p.z, p.w, dot(L, uLightDir[i]));
    irr += uLightColor[i] * (att * saturate(dot(lwn, L)));
  }
  vLight = irr * RECIPROCAL_PI;
}`;

/**
 * Patches a MeshBasicMaterial's shader (after any onBeforeCompile of the original) to be vertex-lit:
 * computed per vertex from the light uniforms, or, `baked`, read from the geometry's `aLight`.
 */
function patch(shader: WebGLProgramParametersWithUniforms, lights: VertexLights, emissive: Color, baked: boolean) {
  Object.assign(shader.uniforms, lights, { uEmissive: { value: emissive } });
  shader.vertexShader = shader.vertexShader
    .replace('#include <common>', `#include <common>${baked ? VERTEX_BAKED : VERTEX_PARS}`)
    .replace('#include <fog_vertex>', `#include <fog_vertex>${baked ? '\nvLight = aLight;' : VERTEX_MAIN}`);
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', '#include <common>\nvarying vec3 vLight;\nuniform vec3 uEmissive;')
    .replace('vec3 outgoingLight = reflectedLight.indirectDiffuse;', 'vec3 outgoingLight = reflectedLight.indirectDiffuse * vLight + uEmissive;');
}

/**
 * The vertex-lit copy of a lit material, or the material itself when it is not lit (basic, points,
 * shaders). `baked`: the light comes from the geometry's `aLight` (bakeVertexLight) — static meshes.
 */
export function vertexLitCopy(m: Material, lights: VertexLights, baked = false): Material {
  if (!(m instanceof MeshStandardMaterial) && !(m instanceof MeshLambertMaterial)) return m;
  const metal = m instanceof MeshStandardMaterial ? Math.min(1, Math.max(0, m.metalness)) : 0;
  const b = new MeshBasicMaterial({
    // metals without their reflections read a little darker
    color: new Color().copy(m.color).multiplyScalar(1 - 0.25 * metal),
    map: m.map, alphaMap: m.alphaMap, transparent: m.transparent, opacity: m.opacity, side: m.side, alphaTest: m.alphaTest,
    depthWrite: m.depthWrite, depthTest: m.depthTest, toneMapped: m.toneMapped, vertexColors: m.vertexColors,
    blending: m.blending, fog: m.fog,
  });
  // one bilinear lookup per pixel (nearest mip level), not the 8 taps of trilinear or more of anisotropic
  for (const t of [m.map, m.alphaMap]) {
    if (t && (t.anisotropy > 1 || t.minFilter === LinearMipmapLinearFilter)) {
      t.anisotropy = 1;
      if (t.minFilter === LinearMipmapLinearFilter) t.minFilter = LinearMipmapNearestFilter;
      t.needsUpdate = true;
    }
  }
  const emissive = new Color().copy(m.emissive).multiplyScalar(m.emissiveIntensity);
  const original = m.onBeforeCompile.bind(m);
  const key = m.customProgramCacheKey();
  b.onBeforeCompile = (shader, renderer) => {
    original(shader, renderer);
    patch(shader, lights, emissive, baked);
  };
  b.customProgramCacheKey = () => `vertex-lit|${baked ? 'baked|' : ''}${key}`;
  b.name = m.name;
  return b;
}

const P = new Vector3();
const N = new Vector3();
const L = new Vector3();
const sky = new Color();

/**
 * Bakes the current lights (same formulas as the shader) into `mesh.geometry`'s `aLight`, per vertex in
 * world space. For static, non-instanced meshes whose geometry is their own (the hall's planes, the
 * merged tablets): lights that change later (a flickering candle) are not followed.
 */
export function bakeVertexLight(mesh: Mesh, u: VertexLights): void {
  mesh.updateWorldMatrix(true, false);
  const g = mesh.geometry;
  const pos = g.getAttribute('position');
  const nor = g.getAttribute('normal');
  const out = new Float32Array(pos.count * 3);
  const nm = new Matrix3().getNormalMatrix(mesh.matrixWorld);
  for (let v = 0; v < pos.count; v++) {
    P.fromBufferAttribute(pos, v).applyMatrix4(mesh.matrixWorld);
    if (nor) N.fromBufferAttribute(nor, v).applyMatrix3(nm).normalize(); else N.set(0, 1, 0);
    const h = 0.5 * N.y + 0.5;
    sky.copy(u.uGround.value).lerp(u.uSky.value, h).add(u.uAmbient.value);
    let r = sky.r, gg = sky.g, b = sky.b;
    for (let i = 0; i < MAX_LIGHTS; i++) {
      const c = u.uLightColor.value[i];
      if (c.r + c.g + c.b === 0) continue;
      const p = u.uLightParams.value[i];
      L.copy(u.uLightPos.value[i]).sub(P);
      const d = L.length();
      L.divideScalar(Math.max(d, 1e-4));
      let att = 1 / Math.max(d ** p.y, 0.01);
      if (p.x > 0) att *= Math.max(0, Math.min(1, 1 - (d / p.x) ** 4)) ** 2;
      if (p.z > -1.5) att *= smoothstep(p.z, p.w, L.dot(u.uLightDir.value[i]));
      const k = att * Math.max(0, Math.min(1, N.dot(L)));
      r += c.r * k; gg += c.g * k; b += c.b * k;
    }
    out.set([r / Math.PI, gg / Math.PI, b / Math.PI], v * 3);
  }
  g.setAttribute('aLight', new BufferAttribute(out, 3));
}

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}
