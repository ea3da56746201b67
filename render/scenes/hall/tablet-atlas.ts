/**
 * One texture for every tablet face: faces are drawn (white ink on black) into canvas pages, and the
 * pages become the layers of a single-channel DataArrayTexture. Each tablet gets (u, v, layer) of its
 * tile, fed to the instanced face mesh as an attribute — 1,000 tablets, one material, one texture.
 */
import { DataArrayTexture, LinearFilter, LinearMipmapLinearFilter, RedFormat, UnsignedByteType } from 'three';
import { createCanvas, drawInscription, type InscriptionText } from '../common/text-texture';

export interface TabletAtlas {
  texture: DataArrayTexture;
  /** (u, v, layer) of the top-left corner of each tablet's tile, in input order. */
  tiles: Float32Array;
  /** Size of a tile in UV units. */
  tileSize: [number, number];
  dispose(): void;
}

export interface AtlasOptions {
  tileW?: number;
  tileH?: number;
  /** Maximum page width/height in px. */
  maxPage?: number;
}

/** Tiles per page and pages for `count` tablets (pure; exported for tests). */
export function atlasGrid(count: number, tileW: number, tileH: number, maxPage: number) {
  const cols = Math.max(1, Math.floor(maxPage / tileW));
  const rowsMax = Math.max(1, Math.floor(maxPage / tileH));
  const perPage = cols * rowsMax;
  const pages = Math.max(1, Math.ceil(count / perPage));
  const rows = pages > 1 ? rowsMax : Math.max(1, Math.ceil(count / cols));
  return { cols, rows, perPage, pages, width: cols * tileW, height: rows * tileH };
}

export function buildTabletAtlas(texts: readonly InscriptionText[], opts: AtlasOptions = {}): TabletAtlas {
  const { tileW = 80, tileH = 256, maxPage = 2048 } = opts;
  const g = atlasGrid(texts.length, tileW, tileH, maxPage);
  const canvas = createCanvas(g.width, g.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const layerSize = g.width * g.height;
  const data = new Uint8Array(layerSize * g.pages);
  const tiles = new Float32Array(texts.length * 3);
  const pad = 4;
  const main = { color: '#fff', weight: 700 };
  const side = { color: '#d0d0d0', weight: 500 };

  for (let page = 0; page < g.pages; page++) {
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, g.width, g.height);
    const first = page * g.perPage;
    const last = Math.min(texts.length, first + g.perPage);
    for (let i = first; i < last; i++) {
      const k = i - first;
      const x = (k % g.cols) * tileW;
      const y = Math.floor(k / g.cols) * tileH;
      drawInscription(ctx, texts[i], { x: x + pad, y: y + pad, w: tileW - 2 * pad, h: tileH - 2 * pad }, { main, side }, { top: 0.03, centreWidth: 0.4 });
      tiles[i * 3] = x / g.width;
      tiles[i * 3 + 1] = y / g.height;
      tiles[i * 3 + 2] = page;
    }
    const rgba = ctx.getImageData(0, 0, g.width, g.height).data;
    const out = data.subarray(page * layerSize, (page + 1) * layerSize);
    for (let p = 0, q = 0; p < layerSize; p++, q += 4) out[p] = rgba[q];
  }

  const texture = new DataArrayTexture(data, g.width, g.height, g.pages);
  texture.format = RedFormat;
  texture.type = UnsignedByteType;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = true;
  texture.anisotropy = 4;
  texture.needsUpdate = true;
  return {
    texture,
    tiles,
    tileSize: [tileW / g.width, tileH / g.height],
    dispose: () => texture.dispose(),
  };
}
