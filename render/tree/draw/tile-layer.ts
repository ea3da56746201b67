/**
 * Far level of detail: a pyramid of 256² tiles rasterized on the CPU (tile-raster.ts) and cached as textures.
 * Level k has 2^k layout units per tile pixel; a frame shows ~20 tiles whatever the clan size, so a pan at
 * overview costs the same at 1k and 1M members. Missing tiles are filled within a time budget per frame; until
 * then the cached tile one level coarser stands in. LRU of MAX_TILES textures, reused on eviction. While the
 * camera rests, `prefetch` builds the ring a pan reaches next and the coarser level a zoom-out needs.
 */
import { BufferImageSource, Container, Sprite, Texture } from 'pixi.js';
import type { Camera } from '../viewport/camera';
import { rasterize, type RasterSource } from './tile-raster';
import { TILE, tileLevel, tileRange } from './tile-range';

export { TILE };
const MAX_TILES = 192;
/** Prefetch leaves this many slots free for the tiles a frame must show. */
const PREFETCH_RESERVE = 24;

interface Tile {
  key: number;
  data: Uint8Array;
  source: BufferImageSource;
  texture: Texture;
  lastUsed: number;
}

const keyOf = (k: number, tx: number, ty: number) => ((k + 16) * 1048576 + (ty + 524288)) * 67108864 + (tx + 33554432);

export class TileLayer {
  readonly container = new Container();
  private readonly cache = new Map<number, Tile>();
  private readonly sprites: Sprite[] = [];
  private readonly buf = new Uint32Array(TILE * TILE);
  private readonly scratch = { ids: new Int32Array(4096) };
  private frame = 0;
  src: RasterSource | null = null;

  /** Show the tiles covering the screen; returns false when some were left for the next frame. */
  update(cam: Camera, w: number, h: number, budgetMs: number): boolean {
    this.frame++;
    let used = 0;
    let complete = true;
    if (!this.src) return this.hideFrom(0), true;
    const k = tileLevel(cam.scale);
    const [tx0, tx1, ty0, ty1] = tileRange(cam, w, h, k, this.src.grid);
    const t0 = performance.now();
    for (let ty = ty0; ty <= ty1; ty++) {
      for (let tx = tx0; tx <= tx1; tx++) {
        let tile = this.cache.get(keyOf(k, tx, ty));
        let level = k;
        let ox = tx;
        let oy = ty;
        if (!tile) {
          if (performance.now() - t0 < budgetMs) tile = this.build(k, tx, ty);
          else {
            complete = false;
            ox = Math.floor(tx / 2);
            oy = Math.floor(ty / 2);
            level = k + 1;
            tile = this.cache.get(keyOf(level, ox, oy));
            if (!tile) continue;
          }
        }
        tile.lastUsed = this.frame;
        const s = this.sprite(used++);
        const tsize = TILE * 2 ** level;
        s.texture = tile.texture;
        s.position.set(ox * tsize, oy * tsize);
        s.scale.set(2 ** level);
      }
    }
    this.hideFrom(used);
    return complete;
  }

  /**
   * While the camera rests: build the tiles half a screen beyond each side and a quarter above and below (where
   * a pan goes next), then the view at the next coarser level (a zoom out), within `budgetMs`. True when none is
   * left (or the cache has no room to spare).
   */
  prefetch(cam: Camera, w: number, h: number, budgetMs: number): boolean {
    if (!this.src) return true;
    const t0 = performance.now();
    const k = tileLevel(cam.scale);
    const rings: [number, number, number][] = [[k, w / 2, h / 4], [k + 1, 0, 0]];
    for (const [level, mx, my] of rings) {
      const [tx0, tx1, ty0, ty1] = tileRange(cam, w, h, level, this.src.grid, mx, my);
      for (let ty = ty0; ty <= ty1; ty++) {
        for (let tx = tx0; tx <= tx1; tx++) {
          if (this.cache.has(keyOf(level, tx, ty))) continue;
          if (!this.spare.length && this.cache.size >= MAX_TILES - PREFETCH_RESERVE) return true;
          if (performance.now() - t0 >= budgetMs) return false;
          this.build(level, tx, ty);
        }
      }
    }
    return true;
  }

  /** Forget every tile (layout or highlight changed). Textures go to a spare list and are reused. */
  clear(): void {
    for (const t of this.cache.values()) this.spare.push(t);
    this.cache.clear();
  }

  destroy(): void {
    for (const t of this.cache.values()) t.texture.destroy(true);
    for (const t of this.spare) t.texture.destroy(true);
    this.spare.length = 0;
    this.cache.clear();
    this.container.destroy({ children: true });
  }

  private sprite(i: number): Sprite {
    let s = this.sprites[i];
    if (!s) {
      s = new Sprite();
      s.roundPixels = false;
      this.sprites.push(s);
      this.container.addChild(s);
    }
    s.visible = true;
    return s;
  }

  private hideFrom(i: number): void {
    for (let k = i; k < this.sprites.length; k++) this.sprites[k].visible = false;
  }

  private build(k: number, tx: number, ty: number): Tile {
    const upp = 2 ** k;
    rasterize(this.src!, this.buf, TILE, TILE, tx * TILE * upp, ty * TILE * upp, 1 / upp, 1 / upp, this.scratch);
    let tile = this.spare.pop();
    if (!tile && this.cache.size >= MAX_TILES) tile = this.evict();
    const key = keyOf(k, tx, ty);
    if (tile) {
      tile.data.set(new Uint8Array(this.buf.buffer));
      tile.source.update();
      tile.key = key;
    } else {
      const data = new Uint8Array(TILE * TILE * 4);
      data.set(new Uint8Array(this.buf.buffer));
      const source = new BufferImageSource({ resource: data, width: TILE, height: TILE, scaleMode: 'nearest', alphaMode: 'no-premultiply-alpha', format: 'rgba8unorm' });
      tile = { key, data, source, texture: new Texture({ source }), lastUsed: 0 };
    }
    tile.lastUsed = this.frame;
    this.cache.set(key, tile);
    return tile;
  }

  private spare: Tile[] = [];

  private evict(): Tile | undefined {
    let victim: Tile | undefined;
    for (const t of this.cache.values()) if (t.lastUsed !== this.frame && (!victim || t.lastUsed < victim.lastUsed)) victim = t;
    if (victim) this.cache.delete(victim.key);
    return victim;
  }
}
