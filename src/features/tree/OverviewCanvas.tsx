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
  poem?: { chars: string; startGeneration: number };
  highlights: OverviewHighlights;
  engineRef: MutableRefObject<OverviewRenderer | null>;
  onPick: (index: number) => void;
}

export const loadOverview = () => import('@render/overview/OverviewRenderer').then((m) => m.OverviewRenderer);

export function OverviewCanvas({ input, poem, highlights, engineRef, onPick }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const [engine, setEngine] = useState<OverviewRenderer | null>(null);

  useEffect(() => {
    let made: OverviewRenderer | null = null;
    let disposed = false;
    void loadOverview().then((OverviewRenderer) => {
      if (disposed || !host.current) return;
      made = new OverviewRenderer(host.current);
      made.on('select', ({ index }) => pick.current(index));
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
    if (input) engine?.setData(input);
  }, [engine, input]);

  useEffect(() => {
    engine?.setHighlights(highlights);
  }, [engine, highlights]);

  return <div className="tree-canvas" ref={host} data-testid="tree-overview" />;
}
