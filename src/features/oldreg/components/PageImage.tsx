/**
 * One page's original image (fetched with the session: pageImageUrl) with optional boxes drawn over it, placed in
 * percentages of the page's pixel size so they follow the image at any width.
 */
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { LoadingState } from '@src/components/ui/States';
import { pageImageUrl } from '../oldreg.queries';

export interface OverlayBox {
  id: number;
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  className?: string;
}

export function PageImage({ registerId, no, width, height, boxes = [], onBox }: {
  registerId: number; no: number; width: number; height: number; boxes?: OverlayBox[]; onBox?: (id: number) => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    setUrl(null);
    setError(null);
    pageImageUrl(registerId, no).then((u) => {
      made = u;
      if (live) setUrl(u); else URL.revokeObjectURL(u);
    }, (e: unknown) => { if (live) setError(e instanceof Error ? e.message : '图片加载失败'); });
    return () => { live = false; if (made) URL.revokeObjectURL(made); };
  }, [registerId, no, attempt]);
  if (error) {
    return (
      <div className="or-image or-muted" style={{ padding: 16 }} role="alert">
        {error} <Button size="mini" onClick={() => setAttempt((n) => n + 1)}>重试</Button>
      </div>
    );
  }
  if (!url) return <div className="or-image"><LoadingState lines={3} text="正在加载页面" /></div>;
  return (
    <div className="or-image" data-testid="oldreg-page-image">
      <img src={url} alt={`第${no}页`} />
      {width > 0 && height > 0 && boxes.map((b) => (
        <button key={b.id} type="button" aria-label={b.label} title={b.label} className={`or-box ${b.className ?? ''}`}
          style={{ left: `${(100 * b.x) / width}%`, top: `${(100 * b.y) / height}%`, width: `${(100 * b.w) / width}%`, height: `${(100 * b.h) / height}%` }}
          onClick={() => onBox?.(b.id)} />
      ))}
    </div>
  );
}
