/**
 * Thin binding of render/tree's TreeRenderer (style §9 rule 6): a host div, the engine created once per screen
 * visit in an effect (pixi.js loaded lazily, its own chunk), destroyed on unmount. Everything that arrives or
 * changes later — the data, the 字辈 poem, "my member" (mine), the toolbar options, the selection — is forwarded
 * through the engine's API (setData, setGutter, setFilter, select), never by rebuilding it. The selected member
 * comes out as an atom. The visible card count is written to `data-visible-count` (and an aria-live line) straight
 * from the engine's 'layout' event, without a React render.
 */
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { TreeRenderer } from '@render/tree/TreeRenderer';
import type { TreeFilter, TreeInput } from '@render/tree/types';
import { store, useAtomValue } from '@src/app/store';
import { selectedMemberAtom, treeOptionsAtom, treeRootAtom, type TreeOptions } from './tree.atoms';
import { engineFilter } from './tree-model';

interface Props {
  input: TreeInput;
  poem?: { chars: string; startGeneration: number };
  /** The user's own member (我的分支), -1 none. */
  mine: number;
  /** The page's handle to the engine (fly to, export). */
  engineRef: MutableRefObject<TreeRenderer | null>;
  /** Every tap on a card (also on the already selected one), -1 on empty space. */
  onTap?: (index: number) => void;
  /** Toolbar options → engine filter (default: the clan tree's engineFilter). */
  toFilter?: (o: TreeOptions, root: number, mine: number) => TreeFilter;
  /** The gutter's row label instead of 第N世. */
  rowLabel?: (generation: number) => string;
  /** Called with the engine as each data set goes in (before its first layout), e.g. to focus a member on 'layout'. */
  onEngine?: (engine: TreeRenderer) => void;
}

/** Loads the engine module (its own chunk). A module-level seam so a test can count constructions. */
export const loadEngine = () => import('@render/tree/TreeRenderer').then((m) => m.TreeRenderer);

export function TreeCanvas({ input, poem, mine, engineRef, onTap, toFilter = engineFilter, rowLabel, onEngine }: Props) {
  const tap = useRef(onTap);
  const created = useRef(onEngine);
  useEffect(() => {
    tap.current = onTap;
    created.current = onEngine;
  });
  const host = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLSpanElement>(null);
  const options = useAtomValue(treeOptionsAtom);
  const selected = useAtomValue(selectedMemberAtom);
  const root = useAtomValue(treeRootAtom);
  const [engine, setEngine] = useState<TreeRenderer | null>(null);

  // Once per visit: create the engine, wire its events; destroy it when the screen goes.
  useEffect(() => {
    let made: TreeRenderer | null = null;
    let disposed = false;
    void loadEngine().then((TreeRenderer) => {
      if (disposed || !host.current) return;
      made = new TreeRenderer(host.current);
      made.on('select', ({ index }) => {
        store.set(selectedMemberAtom, index);
        tap.current?.(index);
      });
      made.on('layout', ({ visible }) => {
        host.current?.setAttribute('data-visible-count', String(visible));
        if (live.current) live.current.textContent = `显示 ${visible} 人`;
      });
      engineRef.current = made;
      setEngine(made);
    });
    return () => {
      disposed = true;
      made?.destroy();
      engineRef.current = null;
    };
  }, [engineRef]);

  // Later values go in through the engine's API, in this order on the first pass: gutter and filter before the
  // data, so the first layout already has them; then the page's hook and the data.
  useEffect(() => {
    engine?.setGutter(poem, rowLabel);
  }, [engine, poem, rowLabel]);

  useEffect(() => {
    if (!engine) return;
    if (engine.getSelected() !== selected) engine.select(selected);
    engine.setFilter(toFilter(options, root, mine));
  }, [engine, options, selected, root, mine, toFilter]);

  useEffect(() => {
    if (!engine) return;
    created.current?.(engine);
    engine.setData(input);
  }, [engine, input]);

  return (
    <div className="tree-canvas" ref={host} data-testid="tree-canvas">
      <span className="tree-canvas__live" aria-live="polite" ref={live} />
    </div>
  );
}
