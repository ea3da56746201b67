/** The OCR worker (see index.ts): loads the models once, reads each file, posts each page or its failure. */
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { toGray } from './image';
import type { OcrWorkerMessage } from './index';
import { loadOnnxModels } from './onnx';
import { readPage } from './read-page';

const post = (m: OcrWorkerMessage) => parentPort?.postMessage(m);

async function main(): Promise<void> {
  const { files } = workerData as { files: string[] };
  const models = await loadOnnxModels();
  post({ type: 'ready' });
  for (let index = 0; index < files.length; index++) {
    try {
      const { data, info } = await sharp(files[index]).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const page = await readPage(toGray(data, info.width, info.height, info.channels), models);
      post({ type: 'page', index, page });
    } catch (e) {
      post({ type: 'page-error', index, message: e instanceof Error ? e.message : String(e) });
    }
  }
  post({ type: 'done' });
}

main().catch((e: unknown) => post({ type: 'error', message: e instanceof Error ? e.stack ?? e.message : String(e) }));
