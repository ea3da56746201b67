/**
 * Thin binding of render/overview's OverviewRenderer (as TreeCanvas binds the card tree): a host div, the engine
 * created once per screen visit (its own lazy chunk), destroyed on unmount; the data, the 字辈 poem and the
 * highlights go in through its API. A tap on a band comes out as `onPick(member index)`.
 */
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { OverviewHighlights, OverviewInput, OverviewRenderer } from '@render/overview/OverviewRenderer';

interface Props {
  /** Null while the pack downloads: the engine starts (WebGL, shaders) and draws once the data is in. */
  input: OverviewInput | null;
  /** `input` is only the first generations (the rest still downloading): drawn, never settled, taps ignored. */
  preview?: boolean;
  poem?: { chars: string; startGeneration: number };
  highlights: OverviewHighlights;
  engineRef: MutableRefObject<OverviewRenderer | null>;
  onPick: (index: number) => void;
  /** The whole clan's first frame is drawn (not the preview's). */
  onReady?: () => void;
}

export const loadOverview = () => import('@render/overview/OverviewRenderer').then((m) => m.OverviewRenderer);

export function OverviewCanvas({ input, preview = false, poem, highlights, engineRef, onPick, onReady }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  const previewing = useRef(preview);
  const ready = useRef(onReady);
  useEffect(() => {
    pick.current = onPick;
    previewing.current = preview;
    ready.current = onReady;
  });
  const [engine, setEngine] = useState<OverviewRenderer | null>(null);

  useEffect(() => {
    let made: OverviewRenderer | null = null;
    let disposed = false;
    void loadOverview().then((OverviewRenderer) => {
      if (disposed || !host.current) return;
      made = new OverviewRenderer(host.current);
      made.on('select', ({ index }) => previewing.current || pick.current(index));
      made.on('ready', () => ready.current?.());
      engineRef.current = made;
      setEngine(made);
    });
    return () => {
      disposed = true;
      made?.destroy();
      engineRef.current = null;
    };
  }, [engineRef]);

  useEffect(() => {
    engine?.setGutter(poem);
  }, [engine, poem]);

  useEffect(() => {
    if (input) engine?.setData(input, { preview });
  }, [engine, input, preview]);

  useEffect(() => {
    engine?.setHighlights(highlights);
  }, [engine, highlights]);

  return <div className="tree-canvas" ref={host} data-testid="tree-overview" />;
}
