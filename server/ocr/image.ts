/**
 * Grey images on plain arrays (no canvas, no native code): what the OCR steps work on. 0 = black ink, 255 = paper.
 * Pure functions; the worker decodes files into RGBA with sharp and calls `toGray`.
 */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function gray(width: number, height: number, fill = 255): Gray {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

/** RGBA or RGB (channels 4 | 3) → grey (luma). */
export function toGray(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, channels = 4): Gray {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += channels) {
    out[i] = (rgba[j] * 299 + rgba[j + 1] * 587 + rgba[j + 2] * 114) / 1000;
  }
  return { width, height, data: out };
}

/** Bilinear resize. */
export function resize(img: Gray, width: number, height: number): Gray {
  const out = new Uint8Array(width * height);
  const sx = img.width / width;
  const sy = img.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(img.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(img.height - 1, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(img.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(img.width - 1, x0 + 1);
      const dx = fx - x0;
      const a = img.data[y0 * img.width + x0];
      const b = img.data[y0 * img.width + x1];
      const c = img.data[y1 * img.width + x0];
      const d = img.data[y1 * img.width + x1];
      out[y * width + x] = (a * (1 - dx) + b * dx) * (1 - dy) + (c * (1 - dx) + d * dx) * dy;
    }
  }
  return { width, height, data: out };
}

/** Rotate by `degrees` (counter-clockwise positive, image y down) about the centre, same size, paper fill. */
export function rotate(img: Gray, degrees: number, fill = 255): Gray {
  if (!degrees) return img;
  const { width: w, height: h } = img;
  const out = new Uint8Array(w * h).fill(fill);
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const cx = w / 2;
  const cy = h / 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // inverse map: the source pixel that lands on (x, y)
      const dx = x - cx;
      const dy = y - cy;
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= w || y0 + 1 >= h) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      out[y * w + x] = (img.data[i] * (1 - fx) + img.data[i + 1] * fx) * (1 - fy) + (img.data[i + w] * (1 - fx) + img.data[i + w + 1] * fx) * fy;
    }
  }
  return { width: w, height: h, data: out };
}

export function crop(img: Gray, b: Box): Gray {
  const x0 = Math.max(0, Math.floor(b.x));
  const y0 = Math.max(0, Math.floor(b.y));
  const x1 = Math.min(img.width, Math.ceil(b.x + b.w));
  const y1 = Math.min(img.height, Math.ceil(b.y + b.h));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const out = new Uint8Array(w * h).fill(255);
  for (let y = 0; y < y1 - y0; y++) out.set(img.data.subarray((y0 + y) * img.width + x0, (y0 + y) * img.width + x1), y * w);
  return { width: w, height: h, data: out };
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsu(img: Gray): number {
  const hist = new Float64Array(256);
  for (const v of img.data) hist[v]++;
  const total = img.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let at = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      at = t;
    }
  }
  return at;
}

/** Ink mask (1 = ink) below `threshold`. */
export function binarize(img: Gray, threshold = otsu(img)): Uint8Array {
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = img.data[i] <= threshold ? 1 : 0;
  return out;
}

/** Flatten uneven light: divide by a coarse background estimate (the max over blocks, smoothed). */
export function flattenLight(img: Gray, block = 32): Gray {
  const { width: w, height: h } = img;
  const bw = Math.ceil(w / block);
  const bh = Math.ceil(h / block);
  const bg = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      // a high percentile (the paper) of the block: the 90th of a sample
      const vals: number[] = [];
      for (let y = by * block; y < Math.min(h, (by + 1) * block); y += 2) {
        for (let x = bx * block; x < Math.min(w, (bx + 1) * block); x += 2) vals.push(img.data[y * w + x]);
      }
      vals.sort((a, b) => a - b);
      bg[by * bw + bx] = vals[Math.floor(vals.length * 0.9)] ?? 255;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(bh - 1, Math.max(0, y / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(bw - 1, Math.max(0, x / block - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const dx = fx - x0;
      const b = (bg[y0 * bw + x0] * (1 - dx) + bg[y0 * bw + x1] * dx) * (1 - dy) + (bg[y1 * bw + x0] * (1 - dx) + bg[y1 * bw + x1] * dx) * dy;
      out[y * w + x] = Math.min(255, (img.data[y * w + x] * 255) / Math.max(b, 1));
    }
  }
  return { width: w, height: h, data: out };
}
