/**
 * Layout worker. Protocol (typed, one message type each way):
 *   main → worker  { type: 'data', structure }            once per data set (arrays are copied)
 *   main → worker  { type: 'layout', id, options }        per filter/collapse change
 *   worker → main  { type: 'layout', id, layout, ms }     typed arrays transferred, not copied
 */
import { buildTreeIndex, type TreeIndex, type TreeStructure } from './tree-index';
import { runLayout, transferables, type LayoutReply, type LayoutRequest } from './run-layout';

let structure: TreeStructure | null = null;
let index: TreeIndex | null = null;

const scope = self as unknown as { onmessage: (e: MessageEvent<LayoutRequest>) => void; postMessage: (m: LayoutReply, t: Transferable[]) => void };
scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'data') {
    structure = m.structure;
    index = buildTreeIndex(structure);
    return;
  }
  if (!structure || !index) return;
  const t0 = performance.now();
  const layout = runLayout(structure, index, m.options);
  scope.postMessage({ type: 'layout', id: m.id, layout, ms: performance.now() - t0 }, transferables(layout) as Transferable[]);
};
