import { useMemo } from 'react';
import { BackSide, Color, ShaderMaterial } from 'three';

/** A gradient sky dome (no HDR download): horizon to zenith, with a soft sun glow. */
export function Sky({ top = '#6f93b8', horizon = '#e9dcc4', bottom = '#8a8f7a', sun = [0.4, 0.35, -0.85] as [number, number, number], glow = '#ffe6b8', radius = 180 }: {
  top?: string; horizon?: string; bottom?: string; sun?: [number, number, number]; glow?: string; radius?: number;
}) {
  const material = useMemo(() => new ShaderMaterial({
    side: BackSide,
    depthWrite: false,
    fog: false,
    uniforms: {
      uTop: { value: new Color(top) }, uHorizon: { value: new Color(horizon) }, uBottom: { value: new Color(bottom) },
      uGlow: { value: new Color(glow) }, uSun: { value: sun },
    },
    vertexShader: /* glsl */ `
      varying vec3 vDir;
      void main() {
        vDir = normalize(position);
        gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uTop, uHorizon, uBottom, uGlow, uSun;
      varying vec3 vDir;
      void main() {
        float h = vDir.y;
        vec3 c = h > 0.0 ? mix(uHorizon, uTop, pow(clamp(h, 0.0, 1.0), 0.55)) : mix(uHorizon, uBottom, clamp(-h * 4.0, 0.0, 1.0));
        float s = max(dot(normalize(vDir), normalize(uSun)), 0.0);
        c += uGlow * (pow(s, 12.0) * 0.45 + pow(s, 400.0) * 1.2);
        gl_FragColor = vec4(c, 1.0);
        #include <colorspace_fragment>
      }`,
  }), [top, horizon, bottom, sun, glow]);
  return (
    <mesh material={material} renderOrder={-1} frustumCulled={false}>
      <sphereGeometry args={[radius, 32, 16]} />
    </mesh>
  );
}
