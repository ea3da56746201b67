/**
 * Phone orientation → camera rotation (the maths of three's former DeviceOrientationControls), and
 * the permission request iOS 13+ requires from a user gesture.
 */
import { Euler, MathUtils, Quaternion, Vector3 } from 'three';

const Z = new Vector3(0, 0, 1);
const euler = new Euler();
const q0 = new Quaternion();
const q1 = new Quaternion(-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5)); // −90° about X: camera looks out of the screen's back

/** Writes into `out` the camera rotation for the device angles in degrees and the screen rotation. */
export function orientationQuaternion(out: Quaternion, alpha: number, beta: number, gamma: number, screen: number): Quaternion {
  euler.set(MathUtils.degToRad(beta), MathUtils.degToRad(alpha), -MathUtils.degToRad(gamma), 'YXZ');
  out.setFromEuler(euler);
  out.multiply(q1);
  out.multiply(q0.setFromAxisAngle(Z, -MathUtils.degToRad(screen)));
  return out;
}

type PermissionFn = () => Promise<'granted' | 'denied'>;

export function hasDeviceOrientation(): boolean {
  return typeof window !== 'undefined' && 'DeviceOrientationEvent' in window
    && typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/** Asks for motion access where the browser wants it (iOS); resolves true when events may flow. */
export async function requestOrientationPermission(): Promise<boolean> {
  const ctor = (window as unknown as { DeviceOrientationEvent?: { requestPermission?: PermissionFn } }).DeviceOrientationEvent;
  if (!ctor) return false;
  if (typeof ctor.requestPermission !== 'function') return true;
  try {
    return (await ctor.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}
