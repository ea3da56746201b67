/**
 * Thin binding of render/tree's TreeRenderer (style §9 rule 6): a host div, the engine created in an effect
 * (pixi.js loaded lazily, its own chunk), destroyed on cleanup. Options go in from the store; the selected
 * member comes out as an atom. The visible card count is written to `data-visible-count` (and an aria-live
 * line) straight from the engine's 'layout' event, without a React render.
 */
import { useEffect, useRef, type MutableRefObject } from 'react';
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
  /** Toolbar options → engine filter (default: the clan tree's engineFilter). Stable (module-level). */
  toFilter?: (o: TreeOptions, root: number, mine: number) => TreeFilter;
  /** The gutter's row label instead of 第N世 (stable for the data set). */
  rowLabel?: (generation: number) => string;
  /** Called once the engine exists (before its first layout), e.g. to focus a member on 'layout'. */
  onEngine?: (engine: TreeRenderer) => void;
}

export function TreeCanvas({ input, poem, mine, engineRef, onTap, toFilter = engineFilter, rowLabel, onEngine }: Props) {
  const tap = useRef(onTap);
  tap.current = onTap;
  const created = useRef(onEngine);
  created.current = onEngine;
  const host = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLSpanElement>(null);
  const options = useAtomValue(treeOptionsAtom);
  const selected = useAtomValue(selectedMemberAtom);
  const root = useAtomValue(treeRootAtom);

  useEffect(() => {
    let engine: TreeRenderer | null = null;
    let disposed = false;
    void import('@render/tree/TreeRenderer').then(({ TreeRenderer }) => {
      if (disposed || !host.current) return;
      engine = new TreeRenderer(host.current, { poem, rowLabel });
      engine.on('select', ({ index }) => {
        store.set(selectedMemberAtom, index);
        tap.current?.(index);
      });
      engine.on('layout', ({ visible }) => {
        host.current?.setAttribute('data-visible-count', String(visible));
        if (live.current) live.current.textContent = `显示 ${visible} 人`;
      });
      engine.setFilter(toFilter(store.get(treeOptionsAtom), store.get(treeRootAtom), mine));
      created.current?.(engine);
      engine.setData(input);
      engineRef.current = engine;
    });
    return () => {
      disposed = true;
      engine?.destroy();
      engineRef.current = null;
    };
    // the engine lives as long as the data set; options follow in the effect below
  }, [input, poem, rowLabel, mine, engineRef, toFilter]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!engine) return;
    if (engine.getSelected() !== selected) engine.select(selected);
    engine.setFilter(toFilter(options, root, mine));
  }, [options, selected, root, mine, engineRef, toFilter]);

  return (
    <div className="tree-canvas" ref={host} data-testid="tree-canvas">
      <span className="tree-canvas__live" aria-live="polite" ref={live} />
    </div>
  );
}
