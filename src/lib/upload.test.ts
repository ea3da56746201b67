import { describe, expect, it, vi } from 'vitest';
import { checkFile, extensionOf, PICK_ERROR, UPLOAD_TYPE_ERROR, uploadFile } from './upload';

describe('checkFile', () => {
  it('accepts the spec extensions per type', () => {
    expect(checkFile({ name: 'a.JPG', size: 10 }, 0)).toBeNull();
    expect(checkFile({ name: 'v.mov', size: 10 }, 1)).toBeNull();
    expect(checkFile({ name: 's.wav', size: 10 }, 2)).toBeNull();
    expect(checkFile({ name: 'b.pdf', size: 10 }, 3)).toBeNull();
  });
  it('refuses other extensions, unknown types, empty and too large files', () => {
    expect(checkFile({ name: 'a.webp', size: 10 }, 0)).toMatch(/^图片格式不支持/);
    expect(checkFile({ name: 'a', size: 10 }, 3)).toMatch(/^文件格式不支持/);
    expect(checkFile({ name: 'a.png', size: 10 }, 9)).toBe(UPLOAD_TYPE_ERROR);
    expect(checkFile({ name: 'a.png', size: 0 }, 0)).toBe(PICK_ERROR);
    expect(checkFile({ name: 'a.png', size: 11 * 1024 * 1024 }, 0)).toBe('图片不能超过 10MB');
  });
  it('reads extensions', () => {
    expect(extensionOf('照片.Jpeg')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('uploadFile', () => {
  it('refuses a bad file before sending', async () => {
    const deps = { getSession: () => ({ token: 't' }), toast: vi.fn(), onUnauthorized: vi.fn() };
    const xhr = vi.fn();
    await expect(uploadFile(new File(['abc'], 'x.exe'), { type: 3, deps, xhr })).rejects.toMatchObject({ code: 0 });
    expect(deps.toast).toHaveBeenCalledOnce();
    expect(xhr).not.toHaveBeenCalled();
  });
});

class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(m: string, u: string) {
    this.method = m;
    this.url = u;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(b: FormData) {
    this.body = b;
  }
  abort() {
    this.onabort?.();
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadFile over XMLHttpRequest', () => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], '头像.jpg', { type: 'image/jpeg' });
  const deps = () => ({ getSession: () => ({ token: 'tok', projectId: 5 }), toast: vi.fn(), onUnauthorized: vi.fn() });

  it('sends multipart with fileType and the headers, reports progress, resolves with the file', async () => {
    const d = deps();
    const progress: number[] = [];
    const p = uploadFile(file, { type: 0, deps: d, xhr: () => new FakeXhr() , onProgress: (x) => progress.push(x) });
    const x = FakeXhr.last;
    expect(x.method).toBe('POST');
    expect(x.url).toBe('/app/api/upload');
    expect(x.headers).toMatchObject({ Authorization: 'Bearer tok', projectId: '5', platform: 'H5', version: '3.7.20' });
    expect(x.timeout).toBe(60_000);
    expect(x.body?.get('fileType')).toBe('0');
    expect((x.body?.get('file') as File).name).toBe('头像.jpg');
    x.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    const data = { id: 1, url: '/files/a.jpg', name: '头像.jpg', size: 1, type: 0 };
    x.reply(200, { msg: 1, data });
    await expect(p).resolves.toEqual(data);
    expect(progress).toEqual([50, 100]);
  });

  it('toasts msbox of msg 0 and runs the login check on 401', async () => {
    const d = deps();
    const p = uploadFile(file, { type: 0, deps: d, xhr: () => new FakeXhr()  });
    FakeXhr.last.reply(200, { msg: 0, msbox: '文件内容与扩展名不符' });
    await expect(p).rejects.toMatchObject({ msbox: '文件内容与扩展名不符' });
    expect(d.toast).toHaveBeenCalledWith('文件内容与扩展名不符');
    const p2 = uploadFile(file, { type: 0, deps: d, xhr: () => new FakeXhr()  });
    FakeXhr.last.reply(401, { msg: 401, msbox: '请先登录' });
    await expect(p2).rejects.toMatchObject({ code: 401 });
    expect(d.onUnauthorized).toHaveBeenCalledWith('401');
  });
});
