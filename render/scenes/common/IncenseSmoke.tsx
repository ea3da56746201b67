import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { BufferAttribute, BufferGeometry, Color, NormalBlending, Points, ShaderMaterial } from 'three';
import { useAnimating } from './animation-demand';

/**
 * Smoke rising from incense tips: particles whose path is computed in the vertex shader from a seed and
 * the time uniform — the CPU only advances one uniform per frame.
 */
export function IncenseSmoke({ tips, perStick = 50, rise = 1.1, life = 5, color = '#b9bec6' }: {
  tips: readonly [number, number, number][];
  perStick?: number;
  rise?: number;
  life?: number;
  color?: string;
}) {
  useAnimating(tips.length > 0);
  const points = useMemo(() => {
    const n = tips.length * perStick;
    const origin = new Float32Array(n * 3);
    const seed = new Float32Array(n);
    tips.forEach((t, s) => {
      for (let k = 0; k < perStick; k++) {
        const i = s * perStick + k;
        origin.set(t, i * 3);
        seed[i] = (k + 0.5) / perStick + s * 0.173;
      }
    });
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(origin, 3));
    g.setAttribute('aSeed', new BufferAttribute(seed, 1));
    const m = new ShaderMaterial({
      transparent: true,
      depthWrite: false,
      blending: NormalBlending,
      uniforms: { uTime: { value: 0 }, uRise: { value: rise }, uLife: { value: life }, uColor: { value: new Color(color) } },
      vertexShader: /* glsl */ `
        attribute float aSeed;
        uniform float uTime, uRise, uLife;
        varying float vAlpha;
        void main() {
          float t = fract(uTime / uLife + aSeed);
          vec3 p = position;
          p.y += t * uRise;
          float w = t * t;
          p.x += sin(uTime * 0.8 + aSeed * 40.0 + t * 7.0) * 0.06 * w + sin(t * 13.0 + aSeed * 9.0) * 0.012 * t;
          p.z += cos(uTime * 0.6 + aSeed * 23.0 + t * 5.0) * 0.05 * w;
          vec4 mv = modelViewMatrix * vec4(p, 1.0);
          gl_PointSize = (0.02 + 0.16 * t) * 600.0 / -mv.z;
          vAlpha = smoothstep(0.0, 0.25, t) * (1.0 - t) * 0.1;
          gl_Position = projectionMatrix * mv;
        }`,
      fragmentShader: /* glsl */ `
        uniform vec3 uColor;
        varying float vAlpha;
        void main() {
          float d = length(gl_PointCoord - 0.5) * 2.0;
          float a = vAlpha * smoothstep(1.0, 0.0, d);
          gl_FragColor = vec4(uColor, a);
          #include <colorspace_fragment>
        }`,
    });
    const p = new Points(g, m);
    p.frustumCulled = false;
    return p;
  }, [tips, perStick, rise, life, color]);

  useFrame((_, dt) => {
    (points.material as ShaderMaterial).uniforms.uTime.value += Math.min(dt, 0.1);
  });
  if (!tips.length) return null;
  return <primitive object={points} raycast={() => null} />;
}
