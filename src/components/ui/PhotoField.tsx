/**
 * The one photo field: thumbnails, 上传 with a progress line, 移除. One photo (`value: string`, e.g. a portrait or a
 * cover; a new upload replaces it) or several (`multiple`, `value: string[]`, up to `max`, several files at a time).
 * Files go through src/lib/upload.ts (image type, extension and size checked first; a failure is toasted there).
 * Works as an antd-mobile Form.Item child (value/onChange). `toValue` turns the stored file into the value kept (its
 * URL by default); `src` turns a value into the address shown (itself by default).
 */
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { FILE_TYPE, type UploadedFile } from '@contract/files';
import { acceptFor, uploadFile } from '@src/lib/upload';
import { ProgressBarLine } from './ProgressBarLine';
import './ui.css';

interface Common {
  label?: string;
  readOnly?: boolean;
  toValue?: (file: UploadedFile) => string;
  src?: (value: string) => string;
}
export type PhotoFieldProps =
  | (Common & { multiple?: false; value?: string; onChange?: (value: string) => void })
  | (Common & { multiple: true; value?: string[]; onChange?: (value: string[]) => void; max?: number });

/** Upload one file, reporting 0–100 as it goes; resolves with the stored file. */
export type PhotoUpload = (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;

const uploadImage: PhotoUpload = (file, onProgress) => uploadFile(file, { type: FILE_TYPE.image, onProgress });

/**
 * Upload picked files one after another into `current`: a single field keeps only the last, a multiple one stops at
 * `max`. `progress` gets each file's percent and null when done. A failed file stops the rest (its reason is
 * already toasted); what was uploaded before it is kept.
 */
export async function uploadPhotos(files: readonly File[], current: readonly string[], opts: {
  max: number;
  upload?: PhotoUpload;
  toValue?: (file: UploadedFile) => string;
  progress: (percent: number | null) => void;
}): Promise<string[]> {
  const { max, upload = uploadImage, toValue = (f) => f.url, progress } = opts;
  let out = [...current];
  try {
    for (const file of files) {
      if (max > 1 && out.length >= max) break;
      progress(0);
      const stored = await upload(file, progress);
      out = max === 1 ? [toValue(stored)] : [...out, toValue(stored)];
    }
  } catch {
    // the upload helper has toasted the reason
  } finally {
    progress(null);
  }
  return out;
}

export function PhotoField(props: PhotoFieldProps) {
  const { readOnly, toValue, src = (v: string) => v } = props;
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const many = props.multiple === true;
  const max = props.multiple ? (props.max ?? 20) : 1;
  const values = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const set = (next: string[]) => {
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next[0] ?? '');
  };
  const pick = async (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const next = await uploadPhotos(files, values, { max, toValue, progress: setPercent });
    if (next.join('\n') !== values.join('\n')) set(next);
  };
  const busy = percent !== null;
  const label = props.label ?? (many ? '+ 上传照片' : '选择照片');
  return (
    <div className="zp-photo-field">
      <div className="zp-photos">
        {values.map((v) => (
          <div key={v} className="zp-photos__item">
            <img src={src(v)} alt="照片" />
            {!readOnly && (
              <button type="button" className="zp-photos__remove" aria-label="移除照片" onClick={() => set(values.filter((x) => x !== v))}>×</button>
            )}
          </div>
        ))}
        {!readOnly && (many ? values.length < max : true) && (
          <Button size="small" onClick={() => input.current?.click()} disabled={busy}>{!many && values.length ? '更换' : label}</Button>
        )}
      </div>
      {busy && <ProgressBarLine percent={percent} label="上传中" />}
      <input ref={input} type="file" hidden multiple={many} accept={acceptFor(FILE_TYPE.image)}
        onChange={(e) => void pick(e.target.files)} />
    </div>
  );
}
