// Plain JS so the no-DOM benchmarks typecheck project does not see DOM code; the engine it drives is typed.
/**
 * Bench page for tree-frame.bench.ts: ?n=100000[&svg=1]. Generates a clan, hands it to TreeRenderer and
 * measures time to first frame, then rAF-to-rAF frame times while panning and zooming at overview and at card
 * zoom; optionally the same tree as plain d3-hierarchy + SVG. Results land in window.__result.
 */
import { hierarchy, tree } from 'd3-hierarchy';
import { TreeRenderer } from '../../../render/tree/TreeRenderer';
import { OverviewRenderer } from '../../../render/overview/OverviewRenderer';
import { generateClan } from '../../../render/tree/testing/synthetic-clan';
const w = window;
const params = new URLSearchParams(location.search);
const n = Number(params.get('n') ?? 10000);
const withSvg = params.get('svg') === '1';
const FRAMES = Number(params.get('frames') ?? 90);
const mode = params.get('mode') ?? 'cards';
if (params.get('w'))
    Object.assign(document.getElementById('host').style, { width: `${params.get('w')}px`, height: `${params.get('h') ?? 844}px` });
const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
const pct = (v, p) => {
    const s = [...v].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
/** Drive `step` once per frame for `frames` frames, return rAF intervals (ms). */
async function drive(frames, step) {
    const out = [];
    let last = await nextFrame();
    for (let k = 0; k < frames; k++) {
        step(k);
        const t = await nextFrame();
        out.push(t - last);
        last = t;
    }
    return out;
}
async function runPixi(res) {
    const clan = generateClan(n, { seed: 1 });
    const host = document.getElementById('host');
    const r = new TreeRenderer(host, { poem: { chars: clan.poem, startGeneration: 1 } });
    Object.assign(window, { __r: r, __gen: generateClan });
    if (params.get('hold') === '1')
        await new Promise(() => { });
    await r.whenReady();
    const t0 = performance.now();
    const ready = new Promise((resolve) => r.on('ready', resolve));
    r.setData(clan);
    const info = await ready;
    await nextFrame();
    res['first-frame'] = performance.now() - t0;
    res['layout'] = info.layoutMs;
    res['worker'] = info.worker;
    let renderMs = [];
    r.on('frame', (e) => renderMs.push(e.ms));
    // overview: all generations in view; pan sideways, zoom a little every 15th frame
    r.overview();
    await drive(10, () => { });
    renderMs = [];
    const over = await drive(FRAMES, (k) => {
        if (k % 15 === 7)
            r.zoomAt(640, 360, k % 30 === 7 ? 1.15 : 1 / 1.15);
        else
            r.panBy(k % 60 < 30 ? -40 : 40, 0);
    });
    res['overview-frame-median'] = pct(over, 50);
    res['overview-frame-p95'] = pct(over, 95);
    res['overview-render-median'] = pct(renderMs, 50);
    res['overview-scale'] = r.getCamera().scale;
    // cards: near zoom on a member deep in the tree; pan both ways, zoom between near and middle
    const L = r.getLayout();
    let target = Math.floor(n * 0.6);
    while (target < n && !L.visible[target])
        target++;
    r.focusMember(target);
    await drive(10, () => { });
    res['hit-centre'] = r.hitTest(640, 360) === target ? 1 : 0;
    renderMs = [];
    const cards = await drive(FRAMES, (k) => {
        if (k % 15 === 7)
            r.zoomAt(640, 360, k % 30 === 7 ? 0.6 : 1 / 0.6);
        else
            r.panBy(k % 60 < 30 ? -30 : 30, k % 20 < 10 ? 6 : -6);
    });
    res['cards-frame-median'] = pct(cards, 50);
    res['cards-frame-p95'] = pct(cards, 95);
    res['cards-render-median'] = pct(renderMs, 50);
    const mem = performance.memory;
    res['heap'] = mem ? mem.usedJSHeapSize / 1048576 : NaN;
    r.destroy();
    host.remove();
    return clan;
}
/** The whole-clan overview (render/overview): first frame after the data arrives, pan (and zoom) frame times, heap. */
async function runOverview(res) {
    const t00 = performance.now();
    const clan = generateClan(n, { seed: 1 });
    res['generate'] = performance.now() - t00;
    const host = document.getElementById('host');
    const r = new OverviewRenderer(host, { poem: { chars: clan.poem, startGeneration: 1 } });
    Object.assign(window, { __o: r });
    await r.whenReady();
    const t0 = performance.now();
    const ready = new Promise((resolve) => r.on('ready', resolve));
    r.setData(clan);
    const info = await ready;
    await nextFrame();
    res['first-frame'] = performance.now() - t0;
    res['layout'] = info.layoutMs;
    res['quads'] = info.quads;
    res['bands'] = info.bands;
    if (params.get('hold') === '1')
        await new Promise(() => { });
    let renderMs = [];
    r.on('frame', (e) => renderMs.push(e.ms));
    const W = host.clientWidth;
    // zoomed in ×8 on the middle, then pan sideways (and up and down), zooming a little every 15th frame
    r.zoomAt(W / 2, 200, 8);
    await drive(10, () => { });
    renderMs = [];
    const frames = await drive(FRAMES, (k) => {
        if (k % 15 === 7)
            r.zoomAt(W / 2, 200, k % 30 === 7 ? 1.3 : 1 / 1.3);
        else
            r.panBy(k % 60 < 30 ? -40 : 40, k % 20 < 10 ? 4 : -4);
    });
    res['pan-median'] = pct(frames, 50);
    res['pan-p95'] = pct(frames, 95);
    res['render-median'] = pct(renderMs, 50);
    const mem = performance.memory;
    res['heap'] = mem ? mem.usedJSHeapSize / 1048576 : NaN;
    r.destroy();
}
async function runSvg(res, clan) {
    const host = document.getElementById('svg');
    host.style.display = 'block';
    const t0 = performance.now();
    // d3-hierarchy over men and daughters (wives as text on the husband's card), as a typical d3 family chart
    const kids = Array.from({ length: clan.count }, () => []);
    const isWife = new Uint8Array(clan.count);
    for (let k = 0; k < clan.spouseIndex.length; k++)
        isWife[clan.spouseIndex[k]] = 1;
    for (let i = 1; i < clan.count; i++)
        if (!isWife[i] && clan.parent[i] >= 0)
            kids[clan.parent[i]].push(i);
    const root = hierarchy(0, (i) => kids[i]);
    tree().nodeSize([160, 220])(root);
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('width', '1280');
    svg.setAttribute('height', '720');
    const g = document.createElementNS(NS, 'g');
    svg.appendChild(g);
    for (const d of root.descendants()) {
        const rect = document.createElementNS(NS, 'rect');
        rect.setAttribute('x', String(d.x - 60));
        rect.setAttribute('y', String(d.y));
        rect.setAttribute('width', '120');
        rect.setAttribute('height', '180');
        rect.setAttribute('fill', '#fff');
        rect.setAttribute('stroke', clan.sex[d.data] === 2 ? '#FC5D6A' : '#08B06B');
        g.appendChild(rect);
        const text = document.createElementNS(NS, 'text');
        text.setAttribute('x', String(d.x));
        text.setAttribute('y', String(d.y + 90));
        text.setAttribute('writing-mode', 'vertical-rl');
        text.textContent = clan.names(d.data);
        g.appendChild(text);
        if (d.parent) {
            const path = document.createElementNS(NS, 'path');
            path.setAttribute('d', `M${d.parent.x},${d.parent.y + 180}V${d.y - 20}H${d.x}V${d.y}`);
            path.setAttribute('fill', 'none');
            path.setAttribute('stroke', '#8a7f70');
            g.appendChild(path);
        }
    }
    let scale = 0.15;
    let tx = 640;
    let ty = 40;
    g.setAttribute('transform', `translate(${tx},${ty}) scale(${scale})`);
    host.appendChild(svg);
    await nextFrame();
    await nextFrame();
    res['svg-first-frame'] = performance.now() - t0;
    const frames = await drive(Math.min(FRAMES, n > 50000 ? 20 : FRAMES), (k) => {
        if (k % 15 === 7)
            scale *= k % 30 === 7 ? 1.15 : 1 / 1.15;
        else
            tx += k % 60 < 30 ? -40 : 40;
        g.setAttribute('transform', `translate(${tx},${ty}) scale(${scale})`);
    });
    res['svg-frame-median'] = pct(frames, 50);
    res['svg-frame-p95'] = pct(frames, 95);
}
(async () => {
    try {
        const res = { n };
        if (mode === 'overview')
            await runOverview(res);
        else {
            const clan = await runPixi(res);
            if (withSvg)
                await runSvg(res, clan);
        }
        w.__result = res;
    }
    catch (e) {
        w.__error = String(e?.stack ?? e);
    }
})();
