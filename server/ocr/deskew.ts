/**
 * Deskew: the angle (within ±maxDeg) at which the page's columns stand straightest — the one whose vertical
 * projection (ink per pixel column) has the sharpest profile (largest sum of squared differences between
 * neighbouring columns). Measured on a reduced ink mask, by shearing (small angles), so it is cheap.
 */
import { binarize, resize, rotate, type Gray } from './image';

export function skewAngle(img: Gray, maxDeg = 2.5, step = 0.25): number {
  const scale = Math.min(1, 800 / Math.max(img.width, img.height));
  const small = scale < 1 ? resize(img, Math.round(img.width * scale), Math.round(img.height * scale)) : img;
  const ink = binarize(small);
  const { width: w, height: h } = small;
  let best = 0;
  let bestScore = -1;
  const prof = new Float64Array(w + 2 * h);
  for (let a = -maxDeg; a <= maxDeg + 1e-9; a += step) {
    const t = Math.tan((a * Math.PI) / 180);
    prof.fill(0);
    const off = h;
    for (let y = 0; y < h; y++) {
      // `rotate(page, a)` moves the pixel at row y by +t*(y - h/2) horizontally: undo it
      const shift = Math.round(t * (y - h / 2));
      for (let x = 0; x < w; x++) if (ink[y * w + x]) prof[x - shift + off]++;
    }
    let score = 0;
    for (let i = 1; i < prof.length; i++) score += (prof[i] - prof[i - 1]) ** 2;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = a;
    }
  }
  return Math.round(best * 100) / 100;
}

/** The page straightened: rotated back by its measured skew. */
export function deskew(img: Gray, maxDeg = 2.5): { image: Gray; angle: number } {
  const angle = skewAngle(img, maxDeg);
  return { image: angle ? rotate(img, -angle) : img, angle };
}
