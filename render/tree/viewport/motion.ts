/**
 * Camera motion, pure (no DOM, tested in Node): inertia after a fling (exponential decay, time constant 325 ms)
 * and an animated flight (ease-in-out on the world centre, log-interpolated scale). `step` advances the camera
 * to `now` and says whether another frame is needed.
 */
import { centreOn, type Camera } from './camera';

/** Inertia decay time constant (ms). */
export const FLING_DECAY_MS = 325;
/** Below this speed (px/ms, |vx| + |vy|) inertia stops. */
export const FLING_STOP = 0.02;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class CameraMotion {
  private vx = 0;
  private vy = 0;
  private lastT = 0;
  private anim: { from: Camera; to: Camera; t0: number; ms: number } | null = null;

  /** Start inertia at (vx, vy) px/ms. */
  fling(vx: number, vy: number, now: number): void {
    this.vx = vx;
    this.vy = vy;
    this.lastT = now;
  }

  /** Fly from `from` to `to` over `ms`; stops inertia. */
  flyTo(from: Camera, to: Camera, now: number, ms: number): void {
    this.vx = this.vy = 0;
    this.anim = { from: { ...from }, to: { ...to }, t0: now, ms };
  }

  /** Stop inertia and flight. */
  stop(): void {
    this.vx = this.vy = 0;
    this.anim = null;
  }

  /** Stop inertia only (a flight in progress goes on). */
  stopInertia(): void {
    this.vx = this.vy = 0;
  }

  /** Stop the flight only (a direct camera change). */
  cancelFlight(): void {
    this.anim = null;
  }

  get active(): boolean {
    return this.anim !== null || this.vx !== 0 || this.vy !== 0;
  }

  /** Advance `cam` to time `now` on a w×h screen; true while still moving. */
  step(cam: Camera, now: number, w: number, h: number): boolean {
    if (this.anim) {
      const { from, to, t0, ms } = this.anim;
      const t = Math.min(1, (now - t0) / ms);
      const e = ease(t);
      // interpolate the world centre and log-scale
      const fcx = (w / 2 - from.tx) / from.scale;
      const fcy = (h / 2 - from.ty) / from.scale;
      const tcx = (w / 2 - to.tx) / to.scale;
      const tcy = (h / 2 - to.ty) / to.scale;
      const s = Math.exp(Math.log(from.scale) * (1 - e) + Math.log(to.scale) * e);
      centreOn(cam, fcx + (tcx - fcx) * e, fcy + (tcy - fcy) * e, s, w, h);
      if (t >= 1) this.anim = null;
      return this.anim !== null;
    }
    if (this.vx || this.vy) {
      const dt = Math.min(64, now - this.lastT);
      this.lastT = now;
      cam.tx += this.vx * dt;
      cam.ty += this.vy * dt;
      const decay = Math.exp(-dt / FLING_DECAY_MS);
      this.vx *= decay;
      this.vy *= decay;
      if (Math.abs(this.vx) + Math.abs(this.vy) < FLING_STOP) this.vx = this.vy = 0;
      return true;
    }
    return false;
  }
}
