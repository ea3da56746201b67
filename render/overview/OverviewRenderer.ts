/**
 * OverviewRenderer: the whole clan's male line as an icicle on pixi.js v8, no React (render/overview/README.md).
 * One Mesh over one vertex buffer built once per data set (quads.ts); a frame writes the indices of the quads on
 * screen (per row, a binary search on x, on the level of detail of the zoom) into a dynamic index buffer — no
 * display object per member. Labels (names of bands wide enough, 房 names), the 世/字辈 gutter and the highlights
 * (search results, my branch, the paternal line, the card tree's view) are drawn in screen space on top.
 * Pan both ways, zoom horizontally (rows keep their height); tap a band → 'select' with the member index.
 */
import { autoDetectRenderer, Container, Geometry, Graphics, Mesh, Shader, Text, type Renderer } from 'pixi.js';
import { BACKGROUND_RGB, PATH_RGB, TEAM_RGB } from '../tree/constants';
import { chineseNumber } from '../tree/draw/labels';
import type { Poem } from '../tree/draw/gutter';
import { Emitter } from '../tree/events';
import { InputController, type InputTarget } from '../tree/interaction/input';
import type { TreeStructure } from '../tree/layout/tree-index';
import { ancestorBands, membersBox, type IcicleLayout } from './icicle';
import { OverviewLayoutClient } from './icicle-client';
import { cullQuads, quadLevelFor, type OverviewQuads } from './quads';

export interface OverviewInput extends TreeStructure {
  names: (i: number) => string;
}

export interface OverviewCamera {
  /** Pixels per unit (horizontal zoom). */
  sx: number;
  tx: number;
  ty: number;
  /** Pixels per row (generation). */
  rowPx: number;
}

export interface OverviewHighlights {
  /** Search results (member indices). */
  search?: ArrayLike<number>;
  /** 我的分支: the branch under this member (-1 off). */
  mine?: number;
  /** 父系: the paternal line of this member (-1 off). */
  dna?: number;
  /** The members in the card tree's view, shown as a rectangle (null off). */
  view?: ArrayLike<number> | null;
  /** Where a woman stands on the overview (her husband or father), for `view` and `search`. */
  anchor?: (i: number) => number;
  /** The selected member. */
  selected?: number;
}

export interface OverviewEvents {
  select: { index: number };
  ready: { layoutMs: number; bands: number; quads: number };
  frame: { ms: number; quads: number };
}

export const GUTTER_PX = 52;
const MARGIN = 10;
/** Quads a frame may draw; over it the next coarser level is used. */
const CAPACITY = 120_000;
const MAX_PX_PER_UNIT = 240;
const LABEL_CACHE = 160;

const VERTEX = `
in vec2 aPosition;
in vec4 aColor;
out vec4 vColor;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main() {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vColor = aColor;
}`;
const FRAGMENT = `
in vec4 vColor;
void main() { gl_FragColor = vColor; }`;

const fangName = (k: number) => (k === 1 ? '长房' : `${chineseNumber(k)}房`);

export class OverviewRenderer implements InputTarget {
  private renderer: Renderer | null = null;
  private readonly stage = new Container();
  private mesh: Mesh<Geometry, Shader> | null = null;
  private geometry: Geometry | null = null;
  private indices = new Uint32Array(CAPACITY * 6);
  private readonly overlay = new Graphics();
  private readonly labelLayer = new Container();
  private readonly gutterBg = new Graphics();
  private readonly gutter = new Container();
  private gutterTexts: Text[] = [];
  /** Per row: the two-line label (N世 / 字) and the one-line one for rows under 30 px (N 字). */
  private gutterLabels: { full: string; compact: string }[] = [];
  private gutterCompact = false;
  private labels = new Map<number, Text>();
  private input: InputController | null = null;
  private readonly events = new Emitter<OverviewEvents>();
  private readonly cam: OverviewCamera = { sx: 1, tx: 0, ty: 0, rowPx: 32 };
  private lastCam = '';
  private w = 1;
  private h = 1;
  private raf = 0;
  private destroyed = false;
  private readonly ready: Promise<void>;
  private resize: ResizeObserver | null = null;
  private data: OverviewInput | null = null;
  private L: IcicleLayout | null = null;
  private Q: OverviewQuads | null = null;
  private rowDrawn = new Int32Array(0);
  private hl: OverviewHighlights = {};
  private hlCache: { dnaBands: number[]; viewBox: ReturnType<typeof membersBox>; searchBands: number[] } = { dnaBands: [], viewBox: null, searchBands: [] };
  private poem: Poem | undefined;
  private vx = 0;
  private vy = 0;
  private flight: { from: OverviewCamera; to: OverviewCamera; t0: number; ms: number } | null = null;
  private lastMoveAt = -Infinity;
  private lowRes = false;
  private baseResolution = 1;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private settled = false;
  private pendingReady = false;
  private layoutMs = 0;
  private level = 0;
  private drawnQuads = 0;
  private readonly frameInfo = { ms: 0, quads: 0 };
  private readonly layoutClient: OverviewLayoutClient;
  private dataSeq = 0;
  private laidOut: Promise<void> = Promise.resolve();
  private previewing = false;

  constructor(private readonly host: HTMLElement, opts: { poem?: Poem; worker?: boolean } = {}) {
    this.poem = opts.poem;
    this.layoutClient = new OverviewLayoutClient(opts.worker ?? true);
    this.stage.addChild(this.labelLayer, this.overlay, this.gutterBg, this.gutter);
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    this.ready = this.init();
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  private async init(): Promise<void> {
    this.w = Math.max(1, this.host.clientWidth);
    this.h = Math.max(1, this.host.clientHeight);
    const renderer = await autoDetectRenderer({
      preference: 'webgl', width: this.w, height: this.h, background: BACKGROUND_RGB, antialias: false,
      resolution: (this.baseResolution = Math.min(2, globalThis.devicePixelRatio || 1)), autoDensity: true,
    });
    if (this.destroyed) {
      renderer.destroy();
      return;
    }
    this.renderer = renderer;
    performance.mark('overview:engine');
    const canvas = renderer.canvas as HTMLCanvasElement;
    canvas.style.display = 'block';
    this.host.appendChild(canvas);
    this.input = new InputController(canvas, this);
    this.resize = new ResizeObserver(() => {
      const w = Math.max(1, this.host.clientWidth);
      const h = Math.max(1, this.host.clientHeight);
      if (w === this.w && h === this.h) return;
      const wasFit = this.L && Math.abs(this.cam.sx - this.fitSx()) < 1e-12;
      this.w = w;
      this.h = h;
      renderer.resize(w, h, this.lowRes ? this.baseResolution / 2 : this.baseResolution);
      if (wasFit || this.w <= 1) this.fit();
      this.invalidate();
    });
    this.resize.observe(this.host);
    this.invalidate();
  }

  on<K extends keyof OverviewEvents>(event: K, cb: (e: OverviewEvents[K]) => void): () => void {
    return this.events.on(event, cb);
  }

  // ---- data ---------------------------------------------------------------------------------------------
  /**
   * A new data set: its layout and quads are made in the worker (icicle-client.ts); the canvas shows the new clan
   * once they are back (a newer setData meanwhile wins). `whenLaidOut()` resolves then. `preview`: the first
   * generations while the whole clan loads — drawn, but never `data-settled` and no 'ready' event.
   */
  setData(input: OverviewInput, opts: { preview?: boolean } = {}): void {
    const t0 = performance.now();
    const preview = !!opts.preview;
    performance.mark(preview ? 'overview:preview-data' : 'overview:data');
    this.data = input;
    const seq = ++this.dataSeq;
    this.laidOut = this.layoutClient.layout(input).then((r) => {
      if (!r || this.destroyed || seq !== this.dataSeq) return;
      performance.mark(preview ? 'overview:preview-layout' : 'overview:layout', { detail: { workerMs: r.ms } });
      this.previewing = preview;
      this.applyLayout(r.layout, r.quads, performance.now() - t0);
    });
  }

  /** Resolves once the latest data set is laid out and in the vertex buffer. */
  whenLaidOut(): Promise<void> {
    return this.laidOut;
  }

  private applyLayout(L: IcicleLayout, Q: OverviewQuads, ms: number): void {
    this.L = L;
    this.Q = Q;
    this.rowDrawn = new Int32Array(L.rowCount);
    this.layoutMs = ms;
    this.geometry?.destroy(true);
    this.mesh?.destroy();
    for (const t of this.labels.values()) t.destroy();
    this.labels.clear();
    const geometry = new Geometry({
      attributes: {
        aPosition: { buffer: Q.positions, format: 'float32x2' },
        aColor: { buffer: new Uint8Array(Q.colors.buffer), format: 'unorm8x4' },
      },
      indexBuffer: this.indices,
    });
    const shader = Shader.from({ gl: { vertex: VERTEX, fragment: FRAGMENT }, resources: {} });
    this.geometry = geometry;
    this.mesh = new Mesh({ geometry, shader });
    this.stage.addChildAt(this.mesh, 0);
    this.setGutter(this.poem);
    this.updateHighlightCache();
    this.fit();
    this.pendingReady = true;
    this.invalidate();
  }

  getLayout(): IcicleLayout | null {
    return this.L;
  }

  setGutter(poem: Poem | undefined): void {
    this.poem = poem;
    for (const t of this.gutterTexts) t.destroy();
    this.gutterTexts = [];
    this.gutterLabels = [];
    this.gutterCompact = false;
    const L = this.L;
    if (!L) return;
    for (let r = 0; r < L.rowCount; r++) {
      const gen = L.minGeneration + r;
      const k = poem ? gen - poem.startGeneration : -1;
      const zi = poem && k >= 0 && k < poem.chars.length ? poem.chars[k] : '';
      const label = { full: `${chineseNumber(gen)}世${zi ? `\n${zi}` : ''}`, compact: zi ? `${chineseNumber(gen)} ${zi}` : `${chineseNumber(gen)}世` };
      this.gutterLabels.push(label);
      const t = new Text({ text: label.full, style: { fontSize: 11, fill: 0x5b4a32, align: 'center', lineHeight: 13 } });
      t.anchor.set(0.5);
      this.gutterTexts.push(t);
      this.gutter.addChild(t);
    }
    this.invalidate();
  }

  setHighlights(h: OverviewHighlights): void {
    this.hl = { ...this.hl, ...h };
    this.updateHighlightCache();
    this.invalidate();
  }

  private updateHighlightCache(): void {
    const L = this.L;
    if (!L) return;
    const band = (i: number | undefined) => {
      if (i === undefined || i < 0 || i >= L.count) return -1;
      const b = L.bandOf[i];
      return b >= 0 ? b : this.hl.anchor ? L.bandOf[Math.max(0, this.hl.anchor(i))] ?? -1 : -1;
    };
    const d = band(this.hl.dna);
    this.hlCache = {
      dnaBands: d >= 0 ? ancestorBands(L, d) : [],
      viewBox: this.hl.view ? membersBox(L, this.hl.view, this.hl.anchor) : null,
      searchBands: Array.from(this.hl.search ?? [], (i) => band(i)).filter((b) => b >= 0).slice(0, 500),
    };
  }

  // ---- camera -------------------------------------------------------------------------------------------
  getCamera(): Readonly<OverviewCamera> {
    return this.cam;
  }

  private fitSx(): number {
    const L = this.L;
    return L ? Math.max(1e-9, (this.w - GUTTER_PX - 2 * MARGIN) / Math.max(1, L.totalWidth)) : 1;
  }

  /** The whole clan in view: every generation, the founder's band across the screen. */
  fit(): void {
    const L = this.L;
    if (!L) return;
    this.flight = null;
    this.vx = this.vy = 0;
    this.cam.sx = this.fitSx();
    this.cam.tx = GUTTER_PX + MARGIN;
    this.cam.rowPx = Math.max(22, Math.min(56, (this.h - 2 * MARGIN) / L.rowCount));
    this.cam.ty = MARGIN;
    this.invalidate();
  }

  private clamp(c: OverviewCamera = this.cam): void {
    const L = this.L;
    if (!L) return;
    c.sx = Math.min(MAX_PX_PER_UNIT, Math.max(this.fitSx(), c.sx));
    const width = L.totalWidth * c.sx;
    c.tx = Math.min(GUTTER_PX + (this.w - GUTTER_PX) / 2, Math.max(this.w / 2 - width, c.tx));
    const height = L.rowCount * c.rowPx;
    if (height + 2 * MARGIN <= this.h) c.ty = MARGIN;
    else c.ty = Math.min(MARGIN, Math.max(this.h - height - MARGIN, c.ty));
  }

  panBy(dx: number, dy: number): void {
    this.flight = null;
    this.cam.tx += dx;
    this.cam.ty += dy;
    this.clamp();
    this.invalidate();
  }

  zoomAt(sx: number, _sy: number, factor: number): void {
    this.flight = null;
    const wx = (sx - this.cam.tx) / this.cam.sx;
    this.cam.sx *= factor;
    this.clamp();
    this.cam.tx = sx - wx * this.cam.sx;
    this.clamp();
    this.invalidate();
  }

  fling(vx: number, vy: number): void {
    this.vx = vx * 16;
    this.vy = vy * 16;
    this.invalidate();
  }

  stopMotion(): void {
    this.vx = this.vy = 0;
    this.flight = null;
  }

  /** Centre a member's band, zoomed in so that it is at least ~160 px wide (animated). */
  focusMember(i: number, opts: { animate?: boolean } = {}): void {
    const L = this.L;
    if (!L || i < 0 || i >= L.count) return;
    let b = L.bandOf[i];
    if (b < 0 && this.hl.anchor) b = L.bandOf[Math.max(0, this.hl.anchor(i))];
    if (b < 0) return;
    const to: OverviewCamera = { ...this.cam };
    to.sx = Math.max(this.cam.sx, Math.min(MAX_PX_PER_UNIT, 160 / L.width[b]));
    to.tx = GUTTER_PX + (this.w - GUTTER_PX) / 2 - (L.x0[b] + L.width[b] / 2) * to.sx;
    to.ty = this.h / 2 - (L.row[b] + 0.5) * to.rowPx;
    this.clamp(to);
    if (opts.animate) this.flight = { from: { ...this.cam }, to, t0: performance.now(), ms: 450 };
    else Object.assign(this.cam, to);
    this.invalidate();
  }

  /** Member under a screen point (the band drawn there at the current level of detail), -1 for none. */
  hitTest(sx: number, sy: number): number {
    const b = this.hitBandAt(sx, sy);
    return b >= 0 ? this.L!.member[b] : -1;
  }

  private hitBandAt(sx: number, sy: number): number {
    const L = this.L;
    const Q = this.Q;
    if (!L || !Q || sx < GUTTER_PX) return -1;
    const x = (sx - this.cam.tx) / this.cam.sx;
    const rf = (sy - this.cam.ty) / this.cam.rowPx;
    const r = Math.floor(rf);
    if (r < 0 || r >= L.rowCount) return -1;
    // the exact band of that row (level 0): every drawn pixel of the row belongs to one of its members
    let lo = L.rowOffsets[r];
    let hi = L.rowOffsets[r + 1];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (L.x0[mid] + L.width[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    const slop = 3 / this.cam.sx; // a few pixels either side for thin bands
    if (lo < L.rowOffsets[r + 1] && L.x0[lo] - slop <= x) return lo;
    if (lo - 1 >= L.rowOffsets[r] && L.x0[lo - 1] + L.width[lo - 1] + slop >= x) return lo - 1;
    return -1;
  }

  tap(sx: number, sy: number): void {
    const b = this.hitBandAt(sx, sy);
    const L = this.L;
    if (b < 0 || !L) return;
    if (L.width[b] * this.cam.sx < 6) {
      // too thin to aim at: zoom in around it instead
      this.zoomAt(sx, sy, 4);
      return;
    }
    this.hl.selected = L.member[b];
    this.events.emit('select', { index: L.member[b] });
    this.invalidate();
  }

  doubleTap(sx: number, sy: number): void {
    this.zoomAt(sx, sy, 2);
  }

  hover(): void {
    /* no hover state on the overview */
  }

  // ---- loop ---------------------------------------------------------------------------------------------
  invalidate(): void {
    this.markSettled(false);
    if (this.raf || this.destroyed) return;
    this.raf = requestAnimationFrame(this.frame);
  }

  private step(now: number): boolean {
    if (this.flight) {
      const f = this.flight;
      const t = Math.min(1, (now - f.t0) / f.ms);
      const e = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      const ls = Math.log(f.from.sx) + (Math.log(f.to.sx) - Math.log(f.from.sx)) * e;
      this.cam.sx = Math.exp(ls);
      // keep the target's centre moving on a straight line in screen space
      const cxFrom = (GUTTER_PX + (this.w - GUTTER_PX) / 2 - f.from.tx) / f.from.sx;
      const cxTo = (GUTTER_PX + (this.w - GUTTER_PX) / 2 - f.to.tx) / f.to.sx;
      this.cam.tx = GUTTER_PX + (this.w - GUTTER_PX) / 2 - (cxFrom + (cxTo - cxFrom) * e) * this.cam.sx;
      this.cam.ty = f.from.ty + (f.to.ty - f.from.ty) * e;
      if (t >= 1) {
        Object.assign(this.cam, f.to);
        this.flight = null;
      }
      return true;
    }
    if (Math.abs(this.vx) + Math.abs(this.vy) > 0.3) {
      this.cam.tx += this.vx;
      this.cam.ty += this.vy;
      this.vx *= 0.92;
      this.vy *= 0.92;
      this.clamp();
      return true;
    }
    this.vx = this.vy = 0;
    return false;
  }

  private frame = (): void => {
    this.raf = 0;
    const renderer = this.renderer;
    if (!renderer || this.destroyed) return;
    const t0 = performance.now();
    const moving = this.step(t0);
    this.drawScene();
    const key = `${this.cam.sx},${this.cam.tx},${this.cam.ty},${this.cam.rowPx}`;
    const camChanged = key !== this.lastCam;
    this.lastCam = key;
    if (camChanged && !this.pendingReady) this.lastMoveAt = t0;
    this.adaptResolution(renderer, t0);
    renderer.render(this.stage);
    this.frameInfo.ms = performance.now() - t0;
    this.frameInfo.quads = this.drawnQuads;
    this.events.emit('frame', this.frameInfo);
    if (this.pendingReady && this.L) {
      this.pendingReady = false;
      performance.mark(this.previewing ? 'overview:preview-frame' : 'overview:first-frame');
      if (!this.previewing) this.events.emit('ready', { layoutMs: this.layoutMs, bands: this.L.bandCount, quads: this.Q?.quadCount ?? 0 });
    }
    if (moving) this.invalidate();
    this.markSettled(!moving && !this.lowRes && !!this.L && !this.previewing);
  };

  private adaptResolution(renderer: Renderer, now: number): void {
    const low = now - this.lastMoveAt < 150;
    if (low !== this.lowRes) {
      this.lowRes = low;
      renderer.resize(this.w, this.h, low ? this.baseResolution / 2 : this.baseResolution);
    }
    if (low && !this.settleTimer) {
      this.settleTimer = setTimeout(() => {
        this.settleTimer = null;
        this.invalidate();
      }, 160);
    }
  }

  private drawScene(): void {
    const L = this.L;
    const Q = this.Q;
    const mesh = this.mesh;
    const g = this.overlay.clear();
    if (!L || !Q || !mesh || !this.geometry) return;
    const c = this.cam;
    mesh.position.set(c.tx, c.ty);
    mesh.scale.set(c.sx, c.rowPx);
    // cull: rows on screen, x range right of the gutter, on the zoom's level (coarser while over capacity)
    const x0 = (GUTTER_PX - c.tx) / c.sx;
    const x1 = (this.w - c.tx) / c.sx;
    const r0 = Math.floor(-c.ty / c.rowPx);
    const r1 = Math.floor((this.h - c.ty) / c.rowPx);
    let k = quadLevelFor(Q, c.sx);
    let n = cullQuads(Q, k, x0, x1, r0, r1, this.indices, CAPACITY, this.rowDrawn);
    while (n < 0 && k + 1 < Q.rowStart.length) n = cullQuads(Q, ++k, x0, x1, r0, r1, this.indices, CAPACITY, this.rowDrawn);
    n = Math.max(0, n);
    this.level = k;
    this.drawnQuads = n;
    mesh.visible = n > 0;
    if (n > 0) {
      this.geometry.indexCount = n * 6;
      this.geometry.indexBuffer.update(n * 6 * 4);
    }
    this.drawLabels(k, x0, x1, r0, r1);
    this.drawHighlights(g);
    this.drawGutter();
  }

  /** Names on bands wide enough (cached Text per band, the least recently shown dropped past LABEL_CACHE). */
  private drawLabels(k: number, x0: number, x1: number, r0: number, r1: number): void {
    const L = this.L!;
    const Q = this.Q!;
    const c = this.cam;
    const used = new Set<number>();
    const fontSize = Math.max(10, Math.min(14, c.rowPx * 0.42));
    for (let r = Math.max(0, r0); r <= Math.min(L.rowCount - 1, r1) && used.size < 80; r++) {
      // on a level coarse enough that its bands are ≥ 32 px, from this frame's x range
      const kk = Math.max(k, quadLevelFor(Q, c.sx, 32));
      const start = Q.rowStart[kk][r];
      const end = Q.rowStart[kk][r + 1];
      let lo = start;
      let hi = end;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (Q.qx1[mid] <= x0) lo = mid + 1;
        else hi = mid;
      }
      for (let q = lo; q < end && Q.qx0[q] < x1 && used.size < 80; q++) {
        const b = Q.quadBand[q];
        if (b < 0) continue;
        const left = Math.max(GUTTER_PX, L.x0[b] * c.sx + c.tx);
        const right = Math.min(this.w, (L.x0[b] + L.width[b]) * c.sx + c.tx);
        const px = right - left;
        if (px < 30) continue;
        const name = this.data!.names(L.member[b]);
        const head = L.parentBand[b] < 0 ? '始祖 ' : L.parentBand[L.parentBand[b]] < 0 && L.parentBand[b] >= 0 ? `${fangName(L.fang[b])} ` : '';
        const text = px >= (head.length + name.length) * fontSize + 8 ? head + name : name;
        if (px < text.length * fontSize + 4) continue;
        let t = this.labels.get(b);
        if (!t || t.text !== text || t.style.fontSize !== fontSize) {
          t?.destroy();
          t = new Text({ text, style: { fontSize, fill: 0x2f2418 } });
          t.anchor.set(0.5);
          this.labelLayer.addChild(t);
        } else this.labels.delete(b); // re-insert: most recently used last
        this.labels.set(b, t);
        t.visible = true;
        t.position.set((left + right) / 2, (r + 0.5) * c.rowPx + c.ty);
        used.add(b);
      }
    }
    for (const [b, t] of this.labels) if (!used.has(b)) t.visible = false;
    if (this.labels.size > LABEL_CACHE) {
      for (const [b, t] of this.labels) {
        if (this.labels.size <= LABEL_CACHE) break;
        if (used.has(b)) continue;
        t.destroy();
        this.labels.delete(b);
      }
    }
  }

  private bandRect(b: number, toRow?: number): [number, number, number, number] {
    const L = this.L!;
    const c = this.cam;
    let x = L.x0[b] * c.sx + c.tx;
    let w = L.width[b] * c.sx;
    if (w < 3) {
      x -= (3 - w) / 2;
      w = 3;
    }
    const y = L.row[b] * c.rowPx + c.ty;
    const h = ((toRow ?? L.row[b]) - L.row[b] + 1) * c.rowPx;
    return [x, y + 1, w, h - 2];
  }

  private drawHighlights(g: Graphics): void {
    const L = this.L!;
    const { mine, selected } = this.hl;
    const mb = mine !== undefined && mine >= 0 ? L.bandOf[mine] : -1;
    if (mb >= 0) {
      const [x, y, w, h] = this.bandRect(mb, L.deepRow[mb]);
      g.rect(x, y, w, h).fill({ color: TEAM_RGB, alpha: 0.18 }).stroke({ color: TEAM_RGB, width: 2 });
    }
    const dna = this.hlCache.dnaBands;
    if (dna.length) {
      for (const b of dna) {
        const [x, y, w, h] = this.bandRect(b);
        g.rect(x, y, w, h).stroke({ color: PATH_RGB, width: 2 });
      }
      const [x, y, w, h] = this.bandRect(dna[0], L.deepRow[dna[0]]);
      g.rect(x, y, w, h).stroke({ color: PATH_RGB, width: 1, alpha: 0.8 });
    }
    for (const b of this.hlCache.searchBands) {
      const [x, y, w, h] = this.bandRect(b);
      if (x + w < GUTTER_PX || x > this.w || y + h < 0 || y > this.h) continue;
      g.rect(x, y, w, h).fill({ color: 0xff3b30, alpha: 0.85 });
      g.poly([x + w / 2, y - 1, x + w / 2 - 5, y - 8, x + w / 2 + 5, y - 8]).fill({ color: 0xff3b30 });
    }
    const vb = this.hlCache.viewBox;
    if (vb) {
      const c = this.cam;
      let x = vb.x0 * c.sx + c.tx;
      let w = (vb.x1 - vb.x0) * c.sx;
      if (w < 8) {
        x -= (8 - w) / 2;
        w = 8;
      }
      const y = vb.r0 * c.rowPx + c.ty;
      const h = (vb.r1 - vb.r0 + 1) * c.rowPx;
      g.rect(x - 2, y - 2, w + 4, h + 4).fill({ color: 0x3b6fd8, alpha: 0.15 }).stroke({ color: 0x3b6fd8, width: 2 });
    }
    const sb = selected !== undefined && selected >= 0 ? L.bandOf[selected] : -1;
    if (sb >= 0) {
      const [x, y, w, h] = this.bandRect(sb);
      g.rect(x, y, w, h).stroke({ color: 0x1f1a14, width: 2 });
    }
  }

  private drawGutter(): void {
    const c = this.cam;
    this.gutterBg.clear().rect(0, 0, GUTTER_PX, this.h).fill({ color: 0xefe6d4, alpha: 0.95 });
    const compact = c.rowPx < 30;
    if (compact !== this.gutterCompact) {
      this.gutterCompact = compact;
      this.gutterTexts.forEach((t, r) => (t.text = compact ? this.gutterLabels[r].compact : this.gutterLabels[r].full));
    }
    const step = c.rowPx >= 16 ? 1 : Math.ceil(16 / c.rowPx);
    for (let r = 0; r < this.gutterTexts.length; r++) {
      const t = this.gutterTexts[r];
      const y = (r + 0.5) * c.rowPx + c.ty;
      t.visible = r % step === 0 && y >= 0 && y <= this.h;
      t.position.set(GUTTER_PX / 2, y);
    }
  }

  /**
   * `data-settled="true"` on the canvas once a frame has drawn at full resolution with the camera at rest; with
   * it, for tests: the rows (min generation, count), how many rows have quads drawn on screen, the 房 heads and
   * where they are (index:x:y:w:h), the camera and the level of detail.
   */
  private markSettled(settled: boolean): void {
    if (settled === this.settled) return;
    this.settled = settled;
    const canvas = this.renderer?.canvas as HTMLCanvasElement | undefined;
    if (!canvas) return;
    const L = this.L;
    if (settled && L) {
      const c = this.cam;
      let rowsDrawn = 0;
      for (let r = 0; r < L.rowCount; r++) if (this.rowDrawn[r] > 0) rowsDrawn++;
      const fang: string[] = [];
      for (const b of L.fangHeads) {
        const [x, y, w, h] = this.bandRect(b);
        const vx0 = Math.max(GUTTER_PX, x);
        const vx1 = Math.min(this.w, x + w);
        if (vx1 - vx0 >= 1 && y + h > 0 && y < this.h) fang.push(`${L.member[b]}:${Math.round(vx0)}:${Math.round(y)}:${Math.round(vx1 - vx0)}:${Math.round(h)}`);
      }
      canvas.setAttribute('data-camera', `${c.sx},${c.tx},${c.ty},${c.rowPx}`);
      canvas.setAttribute('data-rows', `${L.minGeneration},${L.rowCount}`);
      canvas.setAttribute('data-rows-drawn', String(rowsDrawn));
      canvas.setAttribute('data-fang', String(L.fangHeads.length));
      canvas.setAttribute('data-fang-rects', fang.join(';'));
      canvas.setAttribute('data-bands', String(L.bandCount));
      canvas.setAttribute('data-quads', String(this.drawnQuads));
      canvas.setAttribute('data-level', String(this.level));
      canvas.setAttribute('data-view', this.hlCache.viewBox ? `${this.hlCache.viewBox.x0},${this.hlCache.viewBox.x1},${this.hlCache.viewBox.r0},${this.hlCache.viewBox.r1}` : '');
    }
    canvas.setAttribute('data-settled', String(settled));
  }

  destroy(): void {
    this.destroyed = true;
    this.layoutClient.destroy();
    if (this.raf) cancelAnimationFrame(this.raf);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.resize?.disconnect();
    this.input?.destroy();
    for (const t of this.labels.values()) t.destroy();
    this.labels.clear();
    this.stage.destroy({ children: true });
    this.geometry?.destroy(true);
    const canvas = this.renderer?.canvas as HTMLCanvasElement | undefined;
    this.renderer?.destroy();
    canvas?.remove();
    this.events.clear();
  }
}
