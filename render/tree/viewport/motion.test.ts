import { describe, expect, it } from 'vitest';
import type { Camera } from './camera';
import { CameraMotion, FLING_DECAY_MS } from './motion';

describe('CameraMotion', () => {
  it('inertia moves the camera, decays and stops', () => {
    const m = new CameraMotion();
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    m.fling(1, -0.5, 0);
    expect(m.step(cam, 16, 800, 600)).toBe(true);
    expect(cam.tx).toBeCloseTo(16);
    expect(cam.ty).toBeCloseTo(-8);
    let t = 16;
    while (m.step(cam, (t += 16), 800, 600) && t < 10_000);
    expect(m.active).toBe(false);
    // total distance ≈ v × τ (the integral of the decay), within a frame's worth
    expect(cam.tx).toBeGreaterThan(FLING_DECAY_MS * 0.8);
    expect(cam.tx).toBeLessThan(FLING_DECAY_MS * 1.1);
    expect(m.step(cam, t + 16, 800, 600)).toBe(false);
  });

  it('a flight ends exactly on the target and reports when it is done', () => {
    const m = new CameraMotion();
    const cam: Camera = { scale: 0.1, tx: 10, ty: 20 };
    const to: Camera = { scale: 1, tx: -500, ty: -300 };
    m.flyTo(cam, to, 1000, 450);
    expect(m.step(cam, 1225, 800, 600)).toBe(true);
    expect(cam.scale).toBeGreaterThan(0.1);
    expect(cam.scale).toBeLessThan(1);
    expect(m.step(cam, 1450, 800, 600)).toBe(false);
    expect(cam.scale).toBeCloseTo(1);
    expect(cam.tx).toBeCloseTo(-500);
    expect(cam.ty).toBeCloseTo(-300);
  });

  it('stopInertia keeps a flight, cancelFlight keeps inertia, stop ends both', () => {
    const m = new CameraMotion();
    const cam: Camera = { scale: 1, tx: 0, ty: 0 };
    m.flyTo(cam, { scale: 2, tx: 0, ty: 0 }, 0, 100);
    m.stopInertia();
    expect(m.active).toBe(true);
    m.cancelFlight();
    expect(m.active).toBe(false);
    m.fling(1, 1, 0);
    m.cancelFlight();
    expect(m.active).toBe(true);
    m.stop();
    expect(m.active).toBe(false);
  });
});
