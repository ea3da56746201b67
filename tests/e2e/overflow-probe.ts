/**
 * The in-page measurement of tests/e2e/overflow.e2e.test.ts, as source evaluated in the page (page.evaluate with a
 * string: the test's tsconfig has no DOM types). Returns offenders { kind, text, tag, cls, detail }:
 * - `overflow`: an element's own text is wider than its box (scrollWidth > clientWidth + 1) and it does not clip
 *   on purpose with an ellipsis (text-overflow: ellipsis, -webkit-line-clamp), nor scroll;
 * - `clipped`: the text's box is partly outside an ancestor that hides overflow (overflow hidden/clip) — wholly
 *   outside counts as hidden (collapsed panels, off-screen slides) — or partly off the right edge of the screen;
 * - `spills`: the text sticks out of an ancestor's box that lets it show (buttons stacked out of a header bar);
 * - `wrapped`: a short label (2–6 characters, no spaces) laid out on more than one line.
 * Text in canvas, svg, inputs, vertical writing (竖排), hidden or screen-reader-only elements and a NoticeBar's
 * marquee is not measured; text in a horizontal scroller (tab strips) may run past the screen's edge.
 */
export const PROBE = `(() => {
  const out = [];
  const seen = new Set();
  const vw = document.documentElement.clientWidth;
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'CANVAS', 'SVG', 'INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'TEMPLATE', 'svg', 'text', 'tspan']);
  const visible = (el) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && parseFloat(s.opacity || '1') > 0.05 && el.getClientRects().length > 0;
  };
  const clipsOnPurpose = (s) => s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none');
  const scrolls = (s) => /auto|scroll/.test(s.overflowX + s.overflowY);
  const describe = (el) => ({ tag: el.tagName.toLowerCase(), cls: String(el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className).slice(0, 80) });
  const push = (kind, el, text, detail) => {
    const key = kind + '|' + text + '|' + describe(el).cls;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, text: text.slice(0, 40), ...describe(el), detail });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const byEl = new Map();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent || !n.textContent.trim()) continue;
    const el = n.parentElement;
    // not measured: drawings, hidden text, a NoticeBar's marquee (it scrolls its line on purpose)
    if (!el || el.closest('canvas, svg, [aria-hidden="true"], .adm-toast-mask, .adm-notice-bar-content, [data-overflow-ok]')) continue;
    if (!byEl.has(el)) byEl.set(el, []);
    byEl.get(el).push(n);
  }
  for (const [el, nodes] of byEl) {
    if (SKIP.has(el.tagName) || !visible(el)) continue;
    const s = getComputedStyle(el);
    if (s.writingMode && s.writingMode.startsWith('vertical')) continue;
    if (el.closest('[style*="writing-mode"]')) continue;
    const text = nodes.map((n) => n.textContent).join('').trim();
    const range = document.createRange();
    range.setStartBefore(nodes[0]);
    range.setEndAfter(nodes[nodes.length - 1]);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (!rects.length) continue;
    const box = range.getBoundingClientRect();
    const eb = el.getBoundingClientRect();
    if (eb.width <= 2 && eb.height <= 2) continue; // visually hidden (screen-reader text)
    let inScrollerX = false;
    for (let a = el.parentElement; a; a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowX)) { inScrollerX = true; break; }
    // 1. wider than its box
    if (!clipsOnPurpose(s) && !scrolls(s) && s.display !== 'inline' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
      push('overflow', el, text, 'scrollWidth ' + el.scrollWidth + ' > clientWidth ' + el.clientWidth);
    }
    // 2. cut by an ancestor that hides overflow, or off the screen
    let clipped = false;
    let hidden = false;
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (a !== el && scrolls(as)) break; // inside a scroller: reachable by scrolling
      const hideX = /hidden|clip/.test(as.overflowX);
      const hideY = /hidden|clip/.test(as.overflowY);
      if (!hideX && !hideY) continue;
      if (a === el && clipsOnPurpose(as)) continue;
      const c = a.getBoundingClientRect();
      const outX = hideX && (box.right <= c.left + 1 || box.left >= c.right - 1);
      const outY = hideY && (box.bottom <= c.top + 1 || box.top >= c.bottom - 1);
      if (outX || outY || c.width < 2 || c.height < 2) { hidden = true; break; }
      const cutX = hideX && (box.left < c.left - 1 || box.right > c.right + 1);
      const cutY = hideY && (box.top < c.top - 2 || box.bottom > c.bottom + 2);
      if (cutX || cutY) {
        clipped = true;
        push('clipped', el, text, 'text ' + [box.left, box.top, box.right, box.bottom].map(Math.round).join(',') + ' outside <' + describe(a).tag + ' class="' + describe(a).cls + '"> ' + [c.left, c.top, c.right, c.bottom].map(Math.round).join(','));
        break;
      }
    }
    if (hidden) continue;
    // 2b. sticking out of a box that shows its overflow (stacked header buttons, a label under the footer)
    // measured from the control the text labels (a button, a tag), whose padding must fit too
    const own = el.closest('button, a, [role="button"], .adm-tag, .adm-selector-item, .adm-capsule-tabs-tab') || el;
    const os = getComputedStyle(own);
    const ob = own === el ? box : own.getBoundingClientRect();
    if (!clipped && s.position !== 'absolute' && s.position !== 'fixed' && os.position !== 'absolute' && os.position !== 'fixed') {
      for (let a = own.parentElement; a && a !== document.body; a = a.parentElement) {
        const as = getComputedStyle(a);
        if (scrolls(as)) break;
        if (as.display === 'inline' || as.display === 'contents') continue;
        const c = a.getBoundingClientRect();
        if (c.width > 1 && c.height > 1 && (ob.left < c.left - 2 || ob.right > c.right + 2 || ob.top < c.top - 3 || ob.bottom > c.bottom + 3)) {
          clipped = true;
          push('spills', el, text, '<' + describe(own).tag + '> ' + [ob.left, ob.top, ob.right, ob.bottom].map(Math.round).join(',') + ' outside <' + describe(a).tag + ' class="' + describe(a).cls + '"> ' + [c.left, c.top, c.right, c.bottom].map(Math.round).join(','));
          break;
        }
        if (as.position === 'absolute' || as.position === 'fixed') break;
      }
    }
    if (!clipped && !inScrollerX && box.right > vw + 1 && box.left < vw) push('clipped', el, text, 'runs off the screen: right ' + Math.round(box.right) + ' > ' + vw);
    // 3. a short label on several lines
    const compact = text.replace(/\\s+/g, '');
    if (compact.length >= 2 && compact.length <= 6 && !/\\s/.test(text) && /[\\u3400-\\u9fff]/.test(compact)) {
      const tops = new Set(rects.map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) push('wrapped', el, text, tops.size + ' lines, ' + Math.round(box.width) + 'px wide');
    }
  }
  return out;
})()`;
