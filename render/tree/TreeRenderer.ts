/**
 * TreeRenderer: the clan tree on pixi.js v8, no React. Imperative setters, typed events, its own rAF loop that
 * renders only when something changed (camera, data, filter, highlight, an unfinished tile/cell budget).
 * See README.md for layers, LOD, culling and the worker protocol. Camera motion (viewport/motion.ts), framing
 * (viewport/framing.ts), PNG export (export.ts) and the event emitter (events.ts) live in their own modules.
 */
import { autoDetectRenderer, Container, type Renderer } from 'pixi.js';
import { BACKGROUND_RGB } from './constants';
import { CellLayer } from './draw/cell-layer';
import { Gutter, type Poem } from './draw/gutter';
import { Minimap } from './draw/minimap';
import { Overlay } from './draw/overlay';
import { Emitter } from './events';
import { exportViewPng, exportWholePng, type ExportScene, type ExportWholeOptions } from './export';
import { TileLayer } from './draw/tile-layer';
import { highlightMask, pathToFounder } from './highlight';
import { InputController, type InputTarget } from './interaction/input';
import { LayoutClient } from './layout/layout-client';
import { buildTreeIndex, type TreeIndex } from './layout/tree-index';
import { Lod, lodForScale } from './lod';
import { CardGrid } from './spatial/grid';
import { hitTestScreen } from './spatial/hit-test';
import { onCollapseHandle } from './spatial/collapse-handle';
import { MIN_SCALE, screenToWorldX, screenToWorldY } from './viewport/camera';
import { SegmentGrid } from './spatial/segment-grid';
import { GlyphAtlas } from './text/glyph-atlas';
import { DEFAULT_FILTER, type TreeFilter, type TreeInput, type TreeLayout } from './types';
import { centreOn, zoomAt, type Camera } from './viewport/camera';
import { focusCamera } from './viewport/framing';
import { firstViewCamera, wholeTreeCamera, wholeTreeScale } from './viewport/first-view';
import { CameraMotion } from './viewport/motion';

export interface TreeRendererOptions {
  /** Eldest on the right, wives on the left (traditional). Default false. */
  rtl?: boolean;
  /** Lay out in a Web Worker (default true when available). */
  worker?: boolean;
  minimap?: boolean;
  background?: number;
  /** 字辈 poem for the gutter. */
  poem?: Poem;
  /** The gutter's row label instead of 第N世 (the family tree's 祖辈 / 父辈 / 本辈 …). */
  rowLabel?: (generation: number) => string;
  /** Frame budget (ms) for building tiles / cells before finishing in the next frame. Default 10. */
  buildBudgetMs?: number;
  /**
   * Resolution factor while the camera moves (default 0.5; 1 = off). Software WebGL is fill-bound, so a moving
   * frame drawn at half resolution costs about a quarter; the full-resolution frame follows 150 ms after motion.
   */
  motionResolution?: number;
}

export interface TreeEvents {
  select: { index: number };
  /** A fold handle was tapped. */
  collapse: { index: number; collapsed: boolean };
  hover: { index: number };
  camera: Readonly<Camera>;
  ready: { layoutMs: number; sinceDataMs: number; visible: number; worker: boolean };
  /** A layout was applied (data, filter, fold or RTL change): how many cards it shows. */
  layout: { visible: number };
  frame: { ms: number; lod: Lod };
}
type Listener<K extends keyof TreeEvents> = (e: TreeEvents[K]) => void;

export class TreeRenderer implements InputTarget {
  private renderer: Renderer | null = null;
  private readonly stage = new Container();
  private readonly world = new Container();
  private readonly tiles = new TileLayer();
  private readonly cells = new CellLayer();
  private readonly overlay = new Overlay();
  private readonly gutter = new Gutter();
  private minimap: Minimap | null = null;
  private input: InputController | null = null;
  private readonly layoutClient: LayoutClient;
  private readonly events = new Emitter<TreeEvents>();
  private readonly cam: Camera = { scale: 1, tx: 0, ty: 0 };
  private readonly lastCam: Camera = { scale: NaN, tx: NaN, ty: NaN };
  private w = 1;
  private h = 1;
  private raf = 0;
  private destroyed = false;
  private readonly ready: Promise<void>;
  private resize: ResizeObserver | null = null;
  private baseResolution = 1;
  private lowRes = false;
  private lastMoveAt = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private prefetchTimer: ReturnType<typeof setTimeout> | null = null;

  private data: TreeInput | null = null;
  private index: TreeIndex | null = null;
  private layout: TreeLayout | null = null;
  private grid: CardGrid | null = null;
  private filter: TreeFilter = { ...DEFAULT_FILTER };
  private collapsed: Uint8Array | null = null;
  private rtl: boolean;
  private selected = -1;
  private hovered = -1;
  private path: number[] = [];
  private highlight: Uint8Array | null = null;
  private atlas: GlyphAtlas | null = null;
  private dataT0 = 0;
  private layoutMs = 0;
  private pendingReady = false;
  private fitOnLayout = false;
  /** Layouts asked of the layout client and not answered yet. */
  private layoutsPending = 0;
  /** Mirrors the canvas's `data-settled` (see markSettled). */
  private settled = false;
  /** A member to hold at a screen position across the next layout (fold / unfold). */
  private keep: { index: number; sx: number; sy: number } | null = null;
  /** Reused for every 'frame' event (nothing is allocated per frame). */
  private readonly frameInfo: TreeEvents['frame'] = { ms: 0, lod: Lod.Far };

  private readonly motion = new CameraMotion();

  constructor(private readonly host: HTMLElement, private options: TreeRendererOptions = {}) {
    this.rtl = options.rtl ?? false;
    this.layoutClient = new LayoutClient(options.worker ?? true);
    this.world.addChild(this.tiles.container, this.cells.container, this.overlay.g);
    this.stage.addChild(this.world, this.gutter.container);
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    this.ready = this.init();
  }

  /** Resolves once the GPU context exists. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  private async init(): Promise<void> {
    this.w = Math.max(1, this.host.clientWidth);
    this.h = Math.max(1, this.host.clientHeight);
    const renderer = await autoDetectRenderer({
      preference: 'webgl',
      width: this.w,
      height: this.h,
      background: this.options.background ?? BACKGROUND_RGB,
      antialias: false,
      resolution: (this.baseResolution = Math.min(2, globalThis.devicePixelRatio || 1)),
      autoDensity: true,
    });
    if (this.destroyed) {
      renderer.destroy();
      return;
    }
    this.renderer = renderer;
    this.atlas = new GlyphAtlas();
    const canvas = renderer.canvas as HTMLCanvasElement;
    canvas.style.display = 'block';
    this.host.appendChild(canvas);
    this.input = new InputController(canvas, this);
    if (this.options.minimap !== false) this.minimap = new Minimap(this.host, (wx, wy) => this.centreAt(wx, wy));
    this.resize = new ResizeObserver(() => {
      const w = Math.max(1, this.host.clientWidth);
      const h = Math.max(1, this.host.clientHeight);
      if (w === this.w && h === this.h) return;
      this.w = w;
      this.h = h;
      renderer.resize(w, h, this.lowRes ? this.baseResolution * (this.options.motionResolution ?? 0.5) : this.baseResolution);
      this.invalidate();
    });
    this.resize.observe(this.host);
    this.invalidate();
  }

  // ---- events -----------------------------------------------------------------------------------------
  on<K extends keyof TreeEvents>(event: K, cb: Listener<K>): () => void {
    return this.events.on(event, cb);
  }

  private emit<K extends keyof TreeEvents>(event: K, e: TreeEvents[K]): void {
    this.events.emit(event, e);
  }

  // ---- data and options -----------------------------------------------------------------------------
  setData(input: TreeInput): void {
    this.data = input;
    this.index = null;
    this.collapsed = null;
    this.selected = this.hovered = -1;
    this.path = [];
    this.highlight = null;
    this.dataT0 = performance.now();
    this.pendingReady = true;
    this.fitOnLayout = true;
    this.layoutClient.setStructure(input);
    this.relayout();
  }

  /** The gutter's 字辈 poem and row labels (they may arrive after the engine: the clan loads beside the pack). */
  setGutter(poem: Poem | undefined, rowLabel?: (generation: number) => string): void {
    if (poem === this.options.poem && rowLabel === this.options.rowLabel) return;
    this.options = { ...this.options, poem, rowLabel };
    const L = this.layout;
    if (!L) return;
    this.gutter.setRows(L.minGeneration, L.rowCount, poem, rowLabel);
    this.invalidate();
  }

  setFilter(f: Partial<TreeFilter>): void {
    const old = this.filter;
    this.filter = { ...old, ...f };
    const geometry = old.root !== this.filter.root || old.generations !== this.filter.generations || old.women !== this.filter.women;
    const highlight = old.myteam !== this.filter.myteam || old.dna !== this.filter.dna;
    if (geometry) {
      this.fitOnLayout = old.root !== this.filter.root;
      if (highlight) this.updateHighlight(false);
      this.relayout();
    } else {
      if (old.location !== this.filter.location && this.cells.src) {
        this.cells.src.location = this.filter.location;
        this.cells.clear();
        this.invalidate();
      }
      if (highlight) this.updateHighlight(true);
    }
  }

  getFilter(): Readonly<TreeFilter> {
    return this.filter;
  }

  setRtl(rtl: boolean): void {
    if (rtl === this.rtl) return;
    this.rtl = rtl;
    this.relayout();
  }

  /** Fold (or unfold) the descendants of a member. */
  setCollapsed(i: number, collapsed: boolean): void {
    if (!this.data) return;
    this.collapsed ??= new Uint8Array(this.data.count);
    this.collapsed[i] = collapsed ? 1 : 0;
    // keep the folded card where it is on screen
    const L = this.layout;
    if (L && L.visible[i]) this.keep = { index: i, sx: L.x[i] * this.cam.scale + this.cam.tx, sy: L.y[i] * this.cam.scale + this.cam.ty };
    this.relayout();
  }

  isCollapsed(i: number): boolean {
    return !!this.collapsed?.[i];
  }

  /** Select a member (-1 to clear): shows the path to the founder, and the paternal line when `dna` is on. */
  select(i: number): void {
    this.selected = i;
    this.path = i >= 0 && this.data ? pathToFounder(this.data.parent, this.ensureIndex(), i) : [];
    if (this.filter.dna) this.updateHighlight();
    this.invalidate();
  }

  getSelected(): number {
    return this.selected;
  }

  getLayout(): TreeLayout | null {
    return this.layout;
  }

  private ensureIndex(): TreeIndex {
    return (this.index ??= buildTreeIndex(this.data!));
  }

  private relayout(): void {
    if (!this.data) return;
    const { root, generations, women } = this.filter;
    this.layoutsPending++;
    this.markSettled(false);
    void this.layoutClient.layout({ rtl: this.rtl, root, generations, women, collapsed: this.collapsed ?? undefined }).then((r) => {
      this.layoutsPending--;
      if (this.destroyed) return;
      if (!r) {
        this.invalidate(); // superseded: a later answer applies; the frame after it can settle
        return;
      }
      this.layoutMs = r.ms;
      this.applyLayout(r.layout);
    });
  }

  private applyLayout(L: TreeLayout): void {
    this.layout = L;
    this.grid = new CardGrid(L.x, L.y, L.visible, L);
    const g = this.grid;
    const segGrid = new SegmentGrid(L.segments, L.segmentCount, g.originX, g.originY, g.cellW, g.cellH, g.cols, g.rows);
    this.tiles.src = { x: L.x, y: L.y, sex: this.data!.sex, segments: L.segments, segmentKind: L.segmentKind, grid: g, segGrid, highlight: this.highlight };
    const hasChildren = (i: number) => {
      const idx = this.ensureIndex(); // built on first near-zoom use, not on the first-frame path
      return idx.childOffsets[i + 1] > idx.childOffsets[i];
    };
    this.cells.src = this.atlas
      ? { input: this.data!, layout: L, grid: g, segGrid, atlas: this.atlas, highlight: this.highlight, location: this.filter.location, hasChildren, collapsed: this.collapsed }
      : null;
    this.tiles.clear();
    this.cells.clear();
    this.overlay.reset();
    this.gutter.setRows(L.minGeneration, L.rowCount, this.options.poem, this.options.rowLabel);
    this.minimap?.setSource(this.tiles.src, L);
    this.minimap?.drawViewport(this.cam, this.w, this.h);
    if (this.fitOnLayout) this.overview();
    else if (this.keep && L.visible[this.keep.index]) {
      this.cam.tx = this.keep.sx - L.x[this.keep.index] * this.cam.scale;
      this.cam.ty = this.keep.sy - L.y[this.keep.index] * this.cam.scale;
    }
    this.fitOnLayout = false;
    this.keep = null;
    this.invalidate();
    this.emit('layout', { visible: L.visibleCount });
  }

  /** Recompute the dna / myteam mask; `apply` rebuilds tiles and cells now (else the next layout will). */
  private updateHighlight(apply = true): void {
    if (!this.data) return;
    const { myteam, dna } = this.filter;
    const mask = highlightMask(this.data, () => this.ensureIndex(), myteam, dna, this.selected);
    this.highlight = mask;
    if (apply && this.layout) this.applyLayout(this.layout);
  }

  // ---- camera ---------------------------------------------------------------------------------------
  getCamera(): Readonly<Camera> {
    return this.cam;
  }

  setCamera(c: Camera): void {
    this.motion.cancelFlight();
    Object.assign(this.cam, c);
    this.invalidate();
  }

  panBy(dx: number, dy: number): void {
    this.cam.tx += dx;
    this.cam.ty += dy;
    this.invalidate();
  }

  /** Zoom around a screen point; zooming out stops at the whole tree in view (or where the camera already is). */
  zoomAt(sx: number, sy: number, factor: number): void {
    const floor = this.minScale();
    zoomAt(this.cam, sx, sy, factor, floor);
    // at the floor the whole tree is in view: centred, as 全图 shows it
    const L = this.layout;
    if (factor < 1 && L && L.visibleCount && this.cam.scale <= wholeTreeScale(L, this.w, this.h)) wholeTreeCamera(this.cam, L, this.w, this.h);
    this.invalidate();
  }

  /** The zoom-out floor: the scale that shows the whole tree (first-view.ts). */
  minScale(): number {
    const L = this.layout;
    return L && L.visibleCount ? Math.min(wholeTreeScale(L, this.w, this.h), this.cam.scale) : MIN_SCALE;
  }

  /** Whole tree in view, right of the gutter (全图). */
  fit(): void {
    const L = this.layout;
    if (!L || L.visibleCount === 0) return;
    this.motion.stop();
    wholeTreeCamera(this.cam, L, this.w, this.h);
    this.invalidate();
  }

  /** The default view: a stretch of the tree where every generation on screen has members (first-view.ts). */
  overview(): void {
    const L = this.layout;
    if (!L || L.visibleCount === 0) return;
    firstViewCamera(this.cam, L, this.w, this.h);
    this.invalidate();
  }

  private centreAt(wx: number, wy: number): void {
    this.motion.cancelFlight();
    centreOn(this.cam, wx, wy, this.cam.scale, this.w, this.h);
    this.invalidate();
  }

  /** Bring a member's card to the centre, zooming in to card level if needed. */
  focusMember(i: number, opts: { animate?: boolean } = {}): void {
    const L = this.layout;
    if (!L || i < 0 || i >= L.count || !L.visible[i]) return;
    const to = focusCamera(L, i, this.cam.scale, this.w, this.h);
    if (opts.animate) this.motion.flyTo(this.cam, to, performance.now(), 450);
    else {
      this.motion.stopInertia();
      Object.assign(this.cam, to);
    }
    this.invalidate();
  }

  fling(vx: number, vy: number): void {
    this.motion.fling(vx, vy, performance.now());
    this.invalidate();
  }

  stopMotion(): void {
    this.motion.stop();
  }

  hitTest(sx: number, sy: number): number {
    return hitTestScreen(this.cam, this.grid, sx, sy);
  }

  /** The members whose cards are on screen now (the whole-clan overview shows them as its view box). */
  membersInView(): Int32Array {
    const g = this.grid;
    if (!g) return new Int32Array(0);
    const c = this.cam;
    const { out, count } = g.query(screenToWorldX(c, 0), screenToWorldY(c, 0), screenToWorldX(c, this.w), screenToWorldY(c, this.h), new Int32Array(256));
    return out.subarray(0, count);
  }

  tap(sx: number, sy: number): void {
    const i = this.hitTest(sx, sy);
    const L = this.layout;
    if (L && this.grid && lodForScale(this.cam.scale) === Lod.Near && this.data) {
      const wx = screenToWorldX(this.cam, sx);
      const wy = screenToWorldY(this.cam, sy);
      // the handle straddles the bottom edge: below the card, look at the card just above
      const h = i >= 0 ? i : this.grid.hit(wx, wy - 20);
      const idx = this.ensureIndex();
      if (h >= 0 && idx.childOffsets[h + 1] > idx.childOffsets[h] && onCollapseHandle(L.x, L.y, h, wx, wy)) {
        const folded = !this.isCollapsed(h);
        this.setCollapsed(h, folded);
        this.emit('collapse', { index: h, collapsed: folded });
        return;
      }
    }
    this.select(i);
    this.emit('select', { index: i });
  }

  doubleTap(sx: number, sy: number): void {
    this.motion.cancelFlight();
    zoomAt(this.cam, sx, sy, 2);
    this.invalidate();
  }

  hover(sx: number, sy: number): void {
    const i = this.hitTest(sx, sy);
    if (i === this.hovered) return;
    this.hovered = i;
    this.emit('hover', { index: i });
    this.invalidate();
  }

  // ---- loop -----------------------------------------------------------------------------------------
  /** Ask for a frame; several calls before it runs cost one frame. */
  invalidate(): void {
    this.markSettled(false);
    if (this.raf || this.destroyed) return;
    this.raf = requestAnimationFrame(this.frame);
  }

  private frame = (): void => {
    this.raf = 0;
    const renderer = this.renderer;
    if (!renderer || this.destroyed) return;
    const t0 = performance.now();
    const moving = this.motion.step(this.cam, t0, this.w, this.h);
    const complete = this.drawScene(this.options.buildBudgetMs ?? 10);
    const c = this.cam;
    const camChanged = c.scale !== this.lastCam.scale || c.tx !== this.lastCam.tx || c.ty !== this.lastCam.ty;
    if (camChanged && !this.pendingReady) this.lastMoveAt = t0;
    this.adaptResolution(renderer, t0);
    renderer.render(this.stage);
    if (camChanged) {
      Object.assign(this.lastCam, c);
      this.minimap?.drawViewport(c, this.w, this.h);
      this.emit('camera', c);
    }
    this.frameInfo.ms = performance.now() - t0;
    this.frameInfo.lod = lodForScale(c.scale);
    this.emit('frame', this.frameInfo);
    if (this.pendingReady && this.layout) {
      this.pendingReady = false;
      this.emit('ready', { layoutMs: this.layoutMs, sinceDataMs: performance.now() - this.dataT0, visible: this.layout.visibleCount, worker: this.layoutClient.usesWorker });
    }
    if (moving || !complete) this.invalidate();
    else if (!camChanged && this.frameInfo.lod === Lod.Far) this.schedulePrefetch();
    this.markSettled(!moving && complete && !this.lowRes && !this.pendingReady && this.layoutsPending === 0);
  };

  /**
   * `data-settled="true"` on the canvas once a frame has drawn everything at full resolution with the camera at
   * rest and no layout outstanding; "false" from the next change on. Tests wait on it instead of a fixed time.
   */
  private markSettled(settled: boolean): void {
    if (settled === this.settled) return;
    this.settled = settled;
    const canvas = this.renderer?.canvas as HTMLCanvasElement | undefined;
    if (!canvas) return;
    if (settled && this.layout) {
      // where the camera rests and which rows exist, for tests that read the canvas (written on settling only)
      const c = this.cam;
      canvas.setAttribute('data-camera', `${c.scale},${c.tx},${c.ty}`);
      canvas.setAttribute('data-rows', `${this.layout.minGeneration},${this.layout.rowCount}`);
      canvas.setAttribute('data-min-scale', String(wholeTreeScale(this.layout, this.w, this.h)));
    }
    canvas.setAttribute('data-settled', String(settled));
  }

  /**
   * At rest at overview, build the far tiles a pan or zoom-out will need next (TileLayer.prefetch) in small
   * timer slices between frames, so that moving later finds them cached. Stops as soon as the camera moves.
   */
  private schedulePrefetch(): void {
    if (this.prefetchTimer || this.destroyed) return;
    this.prefetchTimer = setTimeout(() => {
      this.prefetchTimer = null;
      if (this.destroyed || this.motion.active || performance.now() - this.lastMoveAt < 150) return;
      if (lodForScale(this.cam.scale) !== Lod.Far) return;
      if (!this.tiles.prefetch(this.cam, this.w, this.h, 6)) this.schedulePrefetch();
    }, 20);
  }

  /** Half resolution while moving (fill-bound software GL), full resolution once the camera has settled. */
  private adaptResolution(renderer: Renderer, now: number): void {
    const factor = this.options.motionResolution ?? 0.5;
    if (factor >= 1) return;
    const low = now - this.lastMoveAt < 150;
    if (low !== this.lowRes) {
      this.lowRes = low;
      renderer.resize(this.w, this.h, low ? this.baseResolution * factor : this.baseResolution);
    }
    if (low && !this.settleTimer) {
      this.settleTimer = setTimeout(() => {
        this.settleTimer = null;
        this.invalidate();
      }, 160);
    }
  }

  /** Update every layer for the current camera; false when a build budget ran out. */
  private drawScene(budgetMs: number): boolean {
    const c = this.cam;
    this.world.position.set(c.tx, c.ty);
    this.world.scale.set(c.scale);
    const lod = lodForScale(c.scale);
    if (this.cells.src && this.highlight !== this.cells.src.highlight) this.cells.src.highlight = this.highlight;
    if (!this.cells.src && this.layout && this.atlas) this.applyLayout(this.layout);
    this.tiles.container.visible = lod === Lod.Far;
    this.cells.container.visible = lod !== Lod.Far;
    const complete = lod === Lod.Far ? this.tiles.update(c, this.w, this.h, budgetMs) : this.cells.update(c, this.w, this.h, lod, budgetMs);
    this.overlay.draw(this.layout, this.path, this.selected, this.hovered, c.scale);
    this.gutter.update(c, this.h);
    this.atlas?.flush();
    return complete;
  }

  // ---- export (export.ts) ------------------------------------------------------------------------------
  private exportScene(): ExportScene {
    const r = this.renderer!;
    return {
      renderer: r, stage: this.stage, cam: this.cam, w: this.w, h: this.h, layout: this.layout, gutter: this.gutter.container,
      drawScene: (budget) => this.drawScene(budget),
      fullResolution: () => {
        this.lastMoveAt = -Infinity;
        this.adaptResolution(r, performance.now());
      },
      invalidate: () => this.invalidate(),
    };
  }

  /** PNG of what is on screen. */
  async exportView(): Promise<Blob> {
    await this.ready;
    return exportViewPng(this.exportScene());
  }

  /**
   * PNG of the whole tree at the largest scale (≤ 1) whose image fits `maxSide` pixels a side, rendered in
   * screen-sized chunks through the normal LOD path and stitched into one canvas.
   */
  async exportWhole(opts: ExportWholeOptions = {}): Promise<Blob> {
    await this.ready;
    return exportWholePng(this.exportScene(), opts);
  }

  destroy(): void {
    this.destroyed = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    if (this.prefetchTimer) clearTimeout(this.prefetchTimer);
    this.raf = 0;
    this.resize?.disconnect();
    this.input?.destroy();
    this.minimap?.destroy();
    this.layoutClient.destroy();
    this.tiles.destroy();
    this.cells.destroy();
    this.gutter.destroy();
    this.atlas?.destroy();
    this.stage.destroy({ children: true });
    const canvas = this.renderer?.canvas as HTMLCanvasElement | undefined;
    this.renderer?.destroy();
    canvas?.remove();
    this.events.clear();
  }
}
