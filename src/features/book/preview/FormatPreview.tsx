/** A live one-page preview of a format: the worker lays out the clan, this draws the first chart page on a canvas. */
import { useEffect, useRef, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import type { FormatId } from '@layouts/page-model';
import type { BookInput } from '@layouts/input';
import { drawCommands, pageCommands } from './paint';
import { requestPreview } from './preview-client';

export function FormatPreview({ format, width = 160, input, inputKey }: { format: FormatId; width?: number; input?: BookInput; inputKey?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ok' | string>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    void requestPreview(format, input, inputKey).then((r) => {
      if (!live) return;
      if (!r.ok) return setState(r.error);
      const el = canvas.current;
      const ctx = el?.getContext('2d');
      if (!el || !ctx) return;
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      const { width: w, height: h, cmds } = pageCommands(r.page, r.geometry, width * dpr, 8 * dpr);
      el.width = w;
      el.height = h;
      el.style.width = `${width}px`;
      el.style.height = `${h / dpr}px`;
      drawCommands(ctx, w, h, cmds);
      setState('ok');
    });
    return () => {
      live = false;
    };
  }, [format, width, input, inputKey]);
  return (
    <div className="book-preview" style={{ width }}>
      <canvas ref={canvas} data-testid={`format-preview-${format}`} aria-label="版式预览" style={{ display: state === 'ok' ? 'block' : 'none' }} />
      {state === 'loading' && (
        <div className="book-preview__hint" style={{ height: width * 1.4 }}>
          排版中
          <DotLoading />
        </div>
      )}
      {state !== 'ok' && state !== 'loading' && <div className="book-preview__hint" style={{ height: width * 1.4 }}>{state}</div>}
    </div>
  );
}
