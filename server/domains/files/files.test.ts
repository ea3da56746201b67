import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { apiClient, data } from '../../../tests/helpers/api';
import { createUser } from '../../../tests/helpers/users';
import { files } from '../../db/schema/index';
import { diskStorage } from '../../adapters/storage';
import { bmp, gif, ico, jpeg, png, samples, uploadVia, type FilePartSpec } from './files.testkit';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });
beforeEach(async () => {
  await t.reset();
  ({ token, id: userId } = await createUser(t));
});

const up = (fields: Record<string, string | number>, file: FilePartSpec | null, path = '/upload', headers?: Record<string, string>) =>
  uploadVia(t.app, path, { token, fields, file, headers });
const failWith = (msbox: string) => ({ msg: 0, msbox });
const storage = () => t.app.deps.adapters.storage;
const keyOf = (url: string) => url.replace(/^\/files\//, '');

describe('POST /upload accepts every listed extension with matching content', () => {
  const cases: [type: number, filename: string, content: () => Buffer | Promise<Buffer>][] = [
    [0, 'a.png', () => png()], [0, 'b.JPG', () => jpeg()], [0, 'c.jpeg', () => jpeg()], [0, 'd.gif', () => gif()],
    [0, 'e.bmp', bmp], [0, 'f.ico', ico],
    [1, 'v.mp4', samples.mp4], [1, 'v.mpeg4', samples.mp4], [1, 'v.mov', samples.mov], [1, 'v.3gp', samples['3gp']],
    [1, 'v.avi', samples.avi], [1, 'v.flv', samples.flv], [1, 'v.swf', samples.swf], [1, 'v.mpeg1', samples.mpeg1],
    [2, 'a.mp3', samples.mp3], [2, 'frames.mp3', samples.mp3Frames], [2, 'a.wav', samples.wav],
    [3, 'x.pdf', samples.pdf], [3, 'x.zip', samples.zip], [3, 'x.docx', samples.zip], [3, 'x.xlsx', samples.zip],
    [3, 'x.pptx', samples.zip], [3, 'x.apk', samples.zip], [3, 'x.wgt', samples.zip], [3, 'x.rar', samples.rar],
    [3, 'x.doc', samples.ole], [3, 'x.xls', samples.ole], [3, 'x.ppt', samples.ole], [3, '家训.txt', samples.txt],
    [3, 'gbk.txt', samples.txtGbk], [3, 'cert.pem', samples.pem], [3, 'cert.p12', samples.p12],
  ];
  it.each(cases)('type %i: %s', async (type, filename, content) => {
    const buf = await content();
    const r = await up({ fileType: type }, { filename, content: buf });
    const d = data(r);
    expect(d).toMatchObject({ type, name: filename, size: Math.ceil(buf.length / 1024) });
    expect(d.url).toMatch(/^\/files\/2026\/11\/[\w-]+\.[a-z0-9]+$/);
    expect(d.url.endsWith('.' + filename.split('.').pop()!.toLowerCase())).toBe(true);
    expect((await storage().get(keyOf(d.url))).equals(buf)).toBe(true);
    const [row] = await t.db.db.select().from(files).where(eq(files.id, d.id));
    expect(row).toMatchObject({ userId, type, originalName: filename, sizeBytes: buf.length });
  });
});

describe('images', () => {
  it('a PNG gets its size and a JPEG thumbnail of at most 320 px', async () => {
    const d = data(await up({ fileType: 0 }, { filename: '祖屋.png', content: await png(800, 600) }));
    expect(d).toMatchObject({ width: 800, height: 600, type: 0 });
    expect(d.thumbUrl).toMatch(/_thumb\.jpg$/);
    const meta = await sharp(await storage().get(keyOf(d.thumbUrl))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('a small image is not enlarged; bmp and ico get their size but no thumbnail', async () => {
    const g = data(await up({ fileType: 0 }, { filename: 's.gif', content: await gif(40, 30) }));
    expect(g).toMatchObject({ width: 40, height: 30 });
    expect((await sharp(await storage().get(keyOf(g.thumbUrl))).metadata()).width).toBe(40);
    const b = data(await up({ fileType: 0 }, { filename: 's.bmp', content: bmp() }));
    expect(b).toMatchObject({ width: 2, height: 3 });
    expect(b.thumbUrl).toBeUndefined();
    expect(data(await up({ fileType: 0 }, { filename: 'i.ico', content: await ico() }))).toMatchObject({ width: 16, height: 16 });
  });

  it('a broken image with the right leading bytes is refused', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await up({ fileType: 0 }, { filename: 'x.png', content: broken })).body).toEqual(failWith('图片已损坏，无法读取'));
    expect(await t.db.db.select().from(files)).toEqual([]);
  });

  it('POST /file2/upload takes images (fileType 600) only', async () => {
    const d = data(await up({ fileType: 600 }, { filename: 'p.jpg', content: await jpeg() }, '/file2/upload'));
    expect(d).toMatchObject({ type: 0, width: 640, height: 480 });
    const [row] = await t.db.db.select().from(files).where(eq(files.id, d.id));
    expect(row.subType).toBe(600);
    expect(data(await up({}, { filename: 'p.png', content: await png(10, 10) }, '/file2/upload')).type).toBe(0);
    expect((await up({ fileType: 600 }, { filename: 'a.txt', content: samples.txt() }, '/file2/upload')).body)
      .toEqual(failWith('图片只支持以下格式：.bmp .jpeg .jpg .gif .png .ico'));
    // fileType 600 on /upload is an image too.
    expect(data(await up({ fileType: 600 }, { filename: 'q.png', content: await png(10, 10) })).type).toBe(0);
  });
});

describe('refusals', () => {
  it('an unknown or missing type: 上传类型错误', async () => {
    const file = { filename: 'a.txt', content: samples.txt() };
    expect((await up({ fileType: 4 }, file)).body).toEqual(failWith('上传类型错误'));
    expect((await up({ fileType: -1 }, file)).body).toEqual(failWith('上传类型错误'));
    expect((await up({}, file)).body).toEqual(failWith('上传类型错误'));
    expect((await up({ fileType: 'abc' }, file)).body).toEqual(failWith('文件类型格式不正确'));
  });

  it('reads fileType from the header when the form has none', async () => {
    expect(data(await up({}, { filename: 'a.txt', content: samples.txt() }, '/upload', { fileType: '3' })).type).toBe(3);
  });

  it('a wrong extension names the allowed ones; SVG never passes', async () => {
    expect((await up({ fileType: 3 }, { filename: 'setup.exe', content: samples.zip() })).body)
      .toEqual(failWith('文件只支持以下格式：.rar .pdf .docx .xlsx .pptx .zip .txt .doc .xls .ppt .p12 .pem .apk .wgt'));
    expect((await up({ fileType: 0 }, { filename: 'logo.svg', content: samples.svg() })).body)
      .toEqual(failWith('图片只支持以下格式：.bmp .jpeg .jpg .gif .png .ico'));
    expect((await up({ fileType: 2 }, { filename: 'noext', content: samples.mp3() })).body)
      .toEqual(failWith('音频只支持以下格式：.mp3 .wav'));
    expect((await up({ fileType: 1 }, { filename: 'song.mp3', content: samples.mp3() })).body.msbox).toMatch(/^视频只支持以下格式：\.mp4/);
  });

  it('content that does not match the extension: 文件内容与类型不符', async () => {
    const bad: [number, string, Buffer][] = [
      [0, 'fake.png', Buffer.from('this is just text, not a picture')],
      [0, 'fake.png', samples.svg()],
      [0, 'fake.jpg', await png(10, 10)],
      [3, 'fake.pdf', await png(10, 10)],
      [3, 'fake.txt', Buffer.concat([Buffer.from('text'), Buffer.from([0, 1, 2])])],
      [3, 'fake.txt', await jpeg(10, 10)],
      [3, 'fake.pem', Buffer.from('no header here')],
      [3, 'fake.docx', samples.ole()],
      [2, 'fake.wav', samples.avi()],
      [1, 'fake.avi', samples.wav()],
      [1, 'fake.mp4', samples.txt()],
    ];
    for (const [type, filename, content] of bad) {
      expect((await up({ fileType: type }, { filename, content })).body, filename).toEqual(failWith('文件内容与类型不符'));
    }
    expect(await t.db.db.select().from(files)).toEqual([]);
  });

  it('too large for the type', async () => {
    const big = (mb: number, head: Buffer) => Buffer.concat([head, Buffer.alloc(mb * 1024 * 1024 + 1 - head.length)]);
    expect((await up({ fileType: 0 }, { filename: 'big.png', content: big(10, await png(10, 10)) })).body).toEqual(failWith('文件太大，图片不能超过10MB'));
    expect((await up({ fileType: 2 }, { filename: 'big.mp3', content: big(20, samples.mp3()) })).body).toEqual(failWith('文件太大，音频不能超过20MB'));
    expect(await t.db.db.select().from(files)).toEqual([]);
  });

  it('no file: 请选择文件; an empty file: 文件内容为空; two files: 一次只能上传一个文件', async () => {
    expect((await up({ fileType: 0 }, null)).body).toEqual(failWith('请选择文件'));
    expect((await up({ fileType: 0 }, { filename: '', content: Buffer.alloc(0) })).body).toEqual(failWith('请选择文件'));
    expect((await up({ fileType: 3 }, { filename: 'empty.txt', content: Buffer.alloc(0) })).body).toEqual(failWith('文件内容为空'));
    // A JSON body instead of a form has no file.
    expect((await apiClient(t.app, token).post('/upload', { fileType: 0 })).body).toEqual(failWith('请选择文件'));
    const two = await uploadVia(t.app, '/upload', { token, fields: { fileType: 3 }, files: [{ filename: 'a.txt', content: samples.txt() }, { filename: 'b.txt', content: samples.txt() }] });
    expect(two.body).toEqual(failWith('一次只能上传一个文件'));
  });

  it('guests and callers without a token get 401', async () => {
    const guest = data(await apiClient(t.app).get('/login/guest'));
    for (const tk of [undefined, guest.token]) {
      for (const path of ['/upload', '/file2/upload', '/project/activity/upload']) {
        const r = await uploadVia(t.app, path, { token: tk, fields: { fileType: 0, type: 0, activityId: 1 }, file: { filename: 'a.png', content: await png(10, 10) } });
        expect(r.status).toBe(401);
        expect(r.body.msg).toBe(401);
      }
    }
    expect(await t.db.db.select().from(files)).toEqual([]);
  });
});

describe('POST /project/activity/upload', () => {
  it('stores the activity, the album subType (700 + type) and the project', async () => {
    const d = data(await up({ activityId: 12, type: 0, totalSize: 300 }, { filename: '合影.jpg', content: await jpeg() }, '/project/activity/upload', { projectId: '5' }));
    expect(d).toMatchObject({ type: 0, name: '合影.jpg', width: 640 });
    const [row] = await t.db.db.select().from(files).where(eq(files.id, d.id));
    expect(row).toMatchObject({ activityId: 12, subType: 700, projectId: 5, userId });
    const v = data(await up({ activityId: 12, type: 1, subType: 701 }, { filename: 'v.mp4', content: samples.mp4() }, '/project/activity/upload'));
    const [vrow] = await t.db.db.select().from(files).where(eq(files.id, v.id));
    expect(vrow).toMatchObject({ type: 1, subType: 701, activityId: 12 });
  });

  it('checks its params', async () => {
    const file = { filename: 'a.png', content: await png(10, 10) };
    expect((await up({ type: 0 }, file, '/project/activity/upload')).body).toEqual(failWith('请填写活动'));
    expect((await up({ activityId: 1, type: 9 }, file, '/project/activity/upload')).body).toEqual(failWith('上传类型错误'));
    expect((await up({ activityId: 1, type: 0, totalSize: -1 }, file, '/project/activity/upload')).body).toEqual(failWith('文件总大小不能小于0'));
    expect((await up({ activityId: 1, type: 2 }, file, '/project/activity/upload')).body).toEqual(failWith('音频只支持以下格式：.mp3 .wav'));
  });
});

describe('files on disk', () => {
  it('serves the upload and its thumbnail at /files/<key>', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zupu-files-'));
    const d2 = await createTestApp({ config: { dataDir: dir }, adapters: { storage: diskStorage(join(dir, 'files')) } });
    try {
      const u = await createUser(d2);
      const img = await png(1000, 500);
      const d = data(await uploadVia(d2.app, '/upload', { token: u.token, fields: { fileType: 0 }, file: { filename: 'a.png', content: img } }));
      const orig = await d2.app.inject({ method: 'GET', url: d.url });
      expect(orig.statusCode).toBe(200);
      expect(orig.headers['content-type']).toBe('image/png');
      expect(orig.rawPayload.equals(img)).toBe(true);
      const thumb = await d2.app.inject({ method: 'GET', url: d.thumbUrl });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });
      expect((await d2.app.inject({ method: 'GET', url: '/files/2026/11/nothing.png' })).statusCode).toBe(404);
    } finally {
      await d2.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
