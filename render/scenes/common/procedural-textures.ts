/** Procedural canvas textures (no downloads): stone tiles, wood grain, grass, plaster. */
import { RepeatWrapping, type CanvasTexture } from 'three';
import { createCanvas, seeded, toTexture } from './text-texture';

function repeat(t: CanvasTexture, rx: number, ry: number): CanvasTexture {
  t.wrapS = t.wrapT = RepeatWrapping;
  t.repeat.set(rx, ry);
  return t;
}

/** Square stone tiles with grout lines and slight tone variation (one texture = n × n tiles). */
export function tileTexture(base = '#3a3735', grout = '#1c1a19', n = 4, repeatXY: [number, number] = [1, 1], seed = 3): CanvasTexture {
  const size = 512;
  const c = createCanvas(size, size);
  const ctx = c.getContext('2d')!;
  const rnd = seeded(seed);
  const cell = size / n;
  ctx.fillStyle = grout;
  ctx.fillRect(0, 0, size, size);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    ctx.fillStyle = base;
    ctx.globalAlpha = 1;
    ctx.fillRect(i * cell + 2, j * cell + 2, cell - 4, cell - 4);
    ctx.fillStyle = rnd() < 0.5 ? '#000' : '#fff';
    ctx.globalAlpha = 0.03 + rnd() * 0.06;
    ctx.fillRect(i * cell + 2, j * cell + 2, cell - 4, cell - 4);
    for (let k = 0; k < 60; k++) {
      ctx.globalAlpha = 0.05 + rnd() * 0.08;
      ctx.fillStyle = rnd() < 0.5 ? '#000' : '#bbb';
      ctx.fillRect(i * cell + 2 + rnd() * (cell - 6), j * cell + 2 + rnd() * (cell - 6), 2, 2);
    }
  }
  ctx.globalAlpha = 1;
  return repeat(toTexture(c), ...repeatXY);
}

/** Speckled ground (grass or earth) to tile over large planes. */
export function speckleTexture(base: string, dots: string[], repeatXY: [number, number], seed = 5, density = 1): CanvasTexture {
  const size = 256;
  const c = createCanvas(size, size);
  const ctx = c.getContext('2d')!;
  const rnd = seeded(seed);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, size, size);
  for (let k = 0; k < 2600 * density; k++) {
    ctx.fillStyle = dots[Math.floor(rnd() * dots.length)];
    ctx.globalAlpha = 0.25 + rnd() * 0.5;
    const x = rnd() * size, y = rnd() * size;
    ctx.fillRect(x, y, 1 + rnd() * 2, 1 + rnd() * 3);
  }
  ctx.globalAlpha = 1;
  return repeat(toTexture(c), ...repeatXY);
}

/** Vertical wood grain for lacquered panels and doors. */
export function woodTexture(base = '#5a3220', repeatXY: [number, number] = [1, 1], seed = 11): CanvasTexture {
  const w = 256, h = 512;
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d')!;
  const rnd = seeded(seed);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);
  for (let k = 0; k < 90; k++) {
    ctx.strokeStyle = rnd() < 0.5 ? 'rgba(0,0,0,0.08)' : 'rgba(255,210,160,0.035)';
    ctx.lineWidth = 0.5 + rnd() * 2;
    const x = rnd() * w;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    for (let y = 0; y <= h; y += 32) ctx.lineTo(x + Math.sin(y * 0.02 + k) * 3 * rnd(), y);
    ctx.stroke();
  }
  // panel joints
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fillRect(0, 0, 3, h);
  ctx.fillRect(0, h - 3, w, 3);
  return repeat(toTexture(c), ...repeatXY);
}
