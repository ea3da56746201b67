/**
 * CTC greedy decoding of the recogniser's output ([steps × classes] probabilities, class 0 = blank, class k =
 * keys[k − 1]): the best class per step, repeats collapsed, blanks dropped. Each character keeps its confidence
 * (the highest probability over the steps it spans) and the step where it was read (for its box on the page).
 * The characters are kept as read: the key list holds traditional and simplified forms, nothing is converted.
 */
export interface CtcChar {
  ch: string;
  conf: number;
  /** Centre step (0-based) of the run that produced it. */
  step: number;
}

export function ctcDecode(probs: Float32Array, steps: number, classes: number, keys: readonly string[]): CtcChar[] {
  const out: CtcChar[] = [];
  let prev = 0;
  let runStart = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bp = -Infinity;
    const o = t * classes;
    for (let c = 0; c < classes; c++) {
      const p = probs[o + c];
      if (p > bp) {
        bp = p;
        best = c;
      }
    }
    if (best !== 0 && best === prev) {
      const last = out[out.length - 1];
      last.conf = Math.max(last.conf, bp);
      last.step = (runStart + t) / 2;
    } else if (best !== 0) {
      runStart = t;
      const ch = keys[best - 1] ?? '';
      out.push({ ch, conf: bp, step: t });
    }
    prev = best;
  }
  return out.filter((c) => c.ch.trim() !== '');
}
