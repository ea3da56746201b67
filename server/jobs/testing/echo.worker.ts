/** A worker for worker-thread.test.ts: echoes its data back, reports progress, or fails as asked. */
import { UserError } from '../../http/errors';
import { workerTask } from '../worker-thread';

workerTask<{ bytes: Uint8Array<ArrayBuffer>; fail?: 'user' | 'bug' }, { sum: number; copy: Uint8Array<ArrayBuffer> }>(async (d, progress) => {
  progress(50);
  if (d.fail === 'user') throw new UserError('文件无法读取');
  if (d.fail === 'bug') throw new TypeError('x is undefined');
  const copy = new Uint8Array(d.bytes);
  return { result: { sum: d.bytes.reduce((a, b) => a + b, 0), copy }, transfer: [copy.buffer] };
});
