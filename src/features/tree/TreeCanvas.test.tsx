// @vitest-environment jsdom
/**
 * The engine binding creates the engine once per screen visit: "my member" (mine), the 字辈 poem and the toolbar
 * options arrive after the first render and go in through the engine's API, without a second construction.
 * The engine is a stand-in that counts constructions and records the calls made on it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const made: FakeEngine[] = [];
class FakeEngine {
  calls: Array<[string, unknown[]]> = [];
  destroyed = false;
  private selected = -1;
  constructor(readonly host: HTMLElement) {
    made.push(this);
  }
  on() {
    return () => {};
  }
  setData(...a: unknown[]) { this.calls.push(['setData', a]); }
  setGutter(...a: unknown[]) { this.calls.push(['setGutter', a]); }
  setFilter(...a: unknown[]) { this.calls.push(['setFilter', a]); }
  select(i: number) { this.selected = i; this.calls.push(['select', [i]]); }
  getSelected() { return this.selected; }
  destroy() { this.destroyed = true; }
  last(name: string) {
    return this.calls.filter((c) => c[0] === name).at(-1)?.[1];
  }
}
vi.mock('@render/tree/TreeRenderer', () => ({ TreeRenderer: FakeEngine }));

import { act, createElement, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TreeRenderer } from '@render/tree/TreeRenderer';
import type { TreeInput } from '@render/tree/types';
import { Provider, store } from '@src/app/store';
import { DEFAULT_TREE_OPTIONS, treeOptionsAtom } from './tree.atoms';
import { TreeCanvas } from './TreeCanvas';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const input = { count: 3 } as unknown as TreeInput;
const poem = { chars: '忠孝传家', startGeneration: 1 };
/** The canvas inside the app's store, as main.tsx provides it. */
const canvas = (props: Parameters<typeof TreeCanvas>[0]) => createElement(Provider, { store }, createElement(TreeCanvas, props));
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  made.length = 0;
  store.set(treeOptionsAtom, DEFAULT_TREE_OPTIONS);
});

describe('TreeCanvas', () => {
  it('creates the engine once while my member, the poem and the options load', async () => {
    const engineRef = createRef<TreeRenderer | null>() as { current: TreeRenderer | null };
    const host = document.createElement('div');
    root = createRoot(host);
    const show = (p: { mine: number; poem?: typeof poem }) =>
      act(() => root!.render(canvas({ input, engineRef, ...p })));

    await show({ mine: -1 });
    await flush(); // the engine module loads
    expect(made).toHaveLength(1);
    const engine = made[0]!;
    expect(engineRef.current).toBe(engine);
    expect(engine.last('setData')).toEqual([input]);

    await show({ mine: -1, poem }); // the clan (with its 字辈) arrives
    await show({ mine: 5, poem }); // "my member" arrives
    act(() => store.set(treeOptionsAtom, { ...DEFAULT_TREE_OPTIONS, myteam: true }));
    await flush();

    expect(made).toHaveLength(1);
    expect(engine.destroyed).toBe(false);
    expect(engine.last('setGutter')).toEqual([poem, undefined]);
    expect(engine.last('setFilter')).toEqual([expect.objectContaining({ myteam: 5 })]);
    expect(engine.calls.filter((c) => c[0] === 'setData')).toHaveLength(1);

    act(() => root!.unmount());
    root = null;
    expect(engine.destroyed).toBe(true);
    expect(engineRef.current).toBeNull();
  });

  it('forwards a new data set to the same engine', async () => {
    const engineRef = { current: null as TreeRenderer | null };
    root = createRoot(document.createElement('div'));
    await act(() => root!.render(canvas({ input, engineRef, mine: -1 })));
    await flush();
    const next = { count: 9 } as unknown as TreeInput;
    await act(() => root!.render(canvas({ input: next, engineRef, mine: -1 })));
    expect(made).toHaveLength(1);
    expect(made[0]!.last('setData')).toEqual([next]);
  });
});
