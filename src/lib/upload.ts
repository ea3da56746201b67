/**
 * Uploads with progress (spec §4 type codes, §5 extension lists and messages, contract/files.ts).
 * `XMLHttpRequest` is used (not fetch) because only it reports upload progress. The file goes as multipart to
 * /app/api/upload with the `fileType` field (0 image, 1 video, 2 audio, 3 other), with the same headers and envelope
 * handling as every other call. The extension and size are checked before anything is sent.
 */
import { FILE_EXTENSIONS, FILE_SIZE_LIMITS, FILE_TYPE, type FileTypeCode, type UploadedFile } from '@contract/files';
import { API_BASE, ApiError, apiDeps, buildHeaders, type ApiDeps, NETWORK_TIMEOUT_MS } from './api-client';

export const UPLOAD_TYPE_ERROR = '上传类型错误';
export const PICK_ERROR = '选择文件出错，请重试';

export type UploadKind = keyof typeof FILE_TYPE;

const LABELS: Record<FileTypeCode, string> = { 0: '图片', 1: '视频', 2: '音频', 3: '文件' };

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

/** Null when the file may be sent, else the Chinese reason. */
export function checkFile(file: { name: string; size: number }, type: number): string | null {
  if (!(type in FILE_EXTENSIONS)) return UPLOAD_TYPE_ERROR;
  const code = type as FileTypeCode;
  const ext = extensionOf(file.name);
  const allowed = FILE_EXTENSIONS[code];
  if (!ext || !allowed.includes(ext)) return `${LABELS[code]}格式不支持，请选择 ${allowed.join('、')} 格式`;
  if (file.size <= 0) return PICK_ERROR;
  const max = FILE_SIZE_LIMITS[code];
  if (file.size > max) return `${LABELS[code]}不能超过 ${Math.round(max / 1024 / 1024)}MB`;
  return null;
}

/** The `accept` attribute of a file input for a type. */
export function acceptFor(type: FileTypeCode): string {
  return FILE_EXTENSIONS[type].map((e) => `.${e}`).join(',');
}

/** The part of XMLHttpRequest the helper uses (typed here so the module needs no DOM types). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  timeout: number;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((ev: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
}

const newXhr = (): XhrLike => new (globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest();

export interface UploadOptions {
  /** 0 image, 1 video, 2 audio, 3 other. */
  type: FileTypeCode;
  onProgress?: (percent: number) => void;
  /** Abort from outside. */
  signal?: AbortSignal;
  /** Endpoint below /app/api; /upload by default. */
  path?: string;
  /** Extra form fields. */
  fields?: Record<string, string | number>;
  /** Injected for tests. */
  deps?: Pick<ApiDeps, 'getSession' | 'toast' | 'onUnauthorized'>;
  xhr?: () => XhrLike;
}

/** Upload one file; resolves with the stored file, rejects with an ApiError (already toasted). */
export function uploadFile(file: Blob & { name: string }, opts: UploadOptions): Promise<UploadedFile> {
  const deps = opts.deps ?? apiDeps();
  if (!deps) return Promise.reject(new ApiError('应用尚未初始化', 'network'));
  const problem = checkFile(file, opts.type);
  if (problem) {
    deps.toast(problem);
    return Promise.reject(new ApiError(problem, 0));
  }
  const session = deps.getSession();
  if (!session.token) {
    deps.onUnauthorized('token');
    return Promise.reject(new ApiError('error:token is null', 'token'));
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = (opts.xhr ?? newXhr)();
    const fail = (e: ApiError) => {
      if (e.code !== 401) deps.toast(e.msbox);
      reject(e);
    };
    xhr.open('POST', API_BASE + (opts.path ?? '/upload'));
    xhr.timeout = NETWORK_TIMEOUT_MS;
    for (const [k, v] of Object.entries(buildHeaders(session))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) opts.onProgress?.(Math.min(99, Math.round((ev.loaded / ev.total) * 100)));
    };
    xhr.onload = () => {
      let body: { msg?: number; msbox?: string; data?: UploadedFile } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 401 || body?.msg === 401) {
        deps.onUnauthorized('401');
        return fail(new ApiError(body?.msbox ?? '请先登录', 401, xhr.status));
      }
      if (body?.msg === 1 && body.data) {
        opts.onProgress?.(100);
        return resolve(body.data);
      }
      fail(new ApiError(body?.msbox || '上传失败，请重试', body?.msg === 0 ? 0 : 'http', xhr.status));
    };
    xhr.onerror = () => fail(new ApiError('网络异常，上传失败', 'network'));
    xhr.ontimeout = () => fail(new ApiError('上传超时，请重试', 'timeout'));
    xhr.onabort = () => reject(new ApiError('已取消上传', 'network'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const fd = new FormData();
    fd.append('fileType', String(opts.type));
    for (const [k, v] of Object.entries(opts.fields ?? {})) fd.append(k, String(v));
    fd.append('file', file, file.name);
    xhr.send(fd);
  });
}
