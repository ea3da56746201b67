import { useFrame, useThree } from '@react-three/fiber';
import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MathUtils, Quaternion, Vector3 } from 'three';
import { useAnimating } from './animation-demand';
import { CameraRigContext, ViewOptionsContext, type CameraRigApi } from './camera-rig-context';
import { orientationQuaternion } from './device-orientation';

export interface CameraRigProps {
  /** Eye position at start. */
  position: [number, number, number];
  /** Point the eye looks at at start. */
  lookAt: [number, number, number];
  /** Where tap-to-walk may go on the floor (x/z); no walking when omitted. */
  walkBounds?: { minX: number; maxX: number; minZ: number; maxZ: number };
  /** Eye height above the floor point when walking. */
  eyeHeight?: number;
  /** Auto tour: the eye circles `center` (used by the benchmark and an idle view). */
  orbit?: { center: [number, number, number]; radius: number; height: number; speed: number; arc?: number };
  pitchLimits?: [number, number];
  children?: ReactNode;
}

const BOW_SECONDS = 2.6;
// stable default: the drag listeners (and the drag in progress) are re-created when it changes
const PITCH_LIMITS: [number, number] = [-1.2, 0.9];

/**
 * First-person camera: drag or swipe to look around, tap the floor to walk there (via useWalkOnTap), the
 * bow action dips the view, device orientation drives the view on phones when enabled. The pose lives in
 * refs and is written to the camera in useFrame; the canvas renders only while something moves.
 */
export function CameraRig({ position, lookAt, walkBounds, eyeHeight = 1.6, orbit, pitchLimits = PITCH_LIMITS, children }: CameraRigProps) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const regress = useThree((s) => s.performance.regress);
  const { deviceOrientation } = useContext(ViewOptionsContext);

  const pos = useRef(new Vector3(...position));
  const target = useRef<Vector3 | null>(null);
  const initial = useMemo(() => {
    const d = new Vector3(...lookAt).sub(new Vector3(...position));
    return { yaw: Math.atan2(-d.x, -d.z), pitch: Math.atan2(d.y, Math.hypot(d.x, d.z)) };
  }, [position, lookAt]);
  const yaw = useRef(initial.yaw);
  const pitch = useRef(initial.pitch);
  const bowT = useRef(-1);
  const orbitAngle = useRef(0);
  const device = useRef<{ alpha: number; beta: number; gamma: number } | null>(null);
  const [walking, setWalking] = useState(false);
  const [bowing, setBowing] = useState(false);
  useAnimating(walking || bowing || !!orbit || deviceOrientation);

  useEffect(() => {
    pos.current.set(...position);
    yaw.current = initial.yaw;
    pitch.current = initial.pitch;
    invalidate();
  }, [position, initial, invalidate]);

  // drag / swipe to look
  useEffect(() => {
    const el = gl.domElement;
    el.style.touchAction = 'none';
    let last: { x: number; y: number; id: number } | null = null;
    const down = (e: PointerEvent) => { last = { x: e.clientX, y: e.clientY, id: e.pointerId }; };
    const move = (e: PointerEvent) => {
      if (!last || e.pointerId !== last.id) return;
      const k = 2.2 / Math.max(300, el.clientHeight);
      yaw.current += (e.clientX - last.x) * k;
      pitch.current = MathUtils.clamp(pitch.current + (e.clientY - last.y) * k, pitchLimits[0], pitchLimits[1]);
      last = { x: e.clientX, y: e.clientY, id: e.pointerId };
      regress();
      invalidate();
    };
    const up = () => { last = null; };
    el.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      el.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [gl, invalidate, regress, pitchLimits]);

  useEffect(() => {
    if (!deviceOrientation) { device.current = null; return; }
    const on = (e: DeviceOrientationEvent) => {
      if (e.alpha === null || e.beta === null || e.gamma === null) return;
      device.current = { alpha: e.alpha, beta: e.beta, gamma: e.gamma };
    };
    window.addEventListener('deviceorientation', on);
    return () => window.removeEventListener('deviceorientation', on);
  }, [deviceOrientation]);

  const api = useMemo<CameraRigApi>(() => ({
    walkTo(p) {
      if (!walkBounds) return;
      target.current = new Vector3(
        MathUtils.clamp(p.x, walkBounds.minX, walkBounds.maxX),
        p.y + eyeHeight,
        MathUtils.clamp(p.z, walkBounds.minZ, walkBounds.maxZ),
      );
      setWalking(true);
    },
    bow() {
      bowT.current = 0;
      setBowing(true);
    },
  }), [walkBounds, eyeHeight]);

  const dq = useMemo(() => new Quaternion(), []);
  const yq = useMemo(() => new Quaternion(), []);
  const up = useMemo(() => new Vector3(0, 1, 0), []);
  const centre = useMemo(() => new Vector3(), []);

  useFrame((_, delta) => {
    const dt = Math.min(delta, 0.1);
    // the view moves: lower resolution until it rests (MotionDpr, software GL)
    if (target.current || bowT.current >= 0 || orbit || device.current) regress();
    if (target.current) {
      pos.current.lerp(target.current, 1 - Math.exp(-dt * 3));
      if (pos.current.distanceTo(target.current) < 0.01) {
        pos.current.copy(target.current);
        target.current = null;
        setWalking(false);
      }
    }
    let dipY = 0;
    let dipPitch = 0;
    if (bowT.current >= 0) {
      bowT.current += dt / BOW_SECONDS;
      const s = Math.sin(Math.PI * Math.min(1, bowT.current));
      dipY = -0.45 * s;
      dipPitch = -0.55 * s;
      if (bowT.current >= 1) { bowT.current = -1; setBowing(false); }
    }
    if (orbit) {
      orbitAngle.current += dt * orbit.speed;
      // full circle, or a swing of ±arc radians in front (halls and stones are seen from the front)
      const a = orbit.arc ? Math.sin(orbitAngle.current) * orbit.arc : orbitAngle.current;
      centre.set(...orbit.center);
      camera.position.set(centre.x + Math.sin(a) * orbit.radius, orbit.height, centre.z + Math.cos(a) * orbit.radius);
      camera.lookAt(centre);
      return;
    }
    camera.position.set(pos.current.x, pos.current.y + dipY, pos.current.z);
    if (device.current) {
      const d = device.current;
      orientationQuaternion(dq, d.alpha, d.beta, d.gamma, window.screen.orientation?.angle ?? 0);
      yq.setFromAxisAngle(up, yaw.current);
      camera.quaternion.copy(yq).multiply(dq);
      return;
    }
    camera.rotation.set(pitch.current + dipPitch, yaw.current, 0, 'YXZ');
  });

  return <CameraRigContext.Provider value={api}>{children}</CameraRigContext.Provider>;
}
