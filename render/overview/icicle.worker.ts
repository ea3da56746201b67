/**
 * Overview layout worker. Protocol (one message type each way):
 *   main → worker  { id, structure }                 per data set (copies of the structure's arrays, transferred)
 *   worker → main  { id, layout, quads, ms }         the icicle and its vertex buffer, every typed array transferred
 */
import { layoutOverview, overviewTransferables, type OverviewLayoutReply, type OverviewLayoutRequest } from './icicle-job';

const scope = self as unknown as {
  onmessage: (e: MessageEvent<OverviewLayoutRequest>) => void;
  postMessage: (m: OverviewLayoutReply, t: Transferable[]) => void;
};
scope.onmessage = (e) => {
  const t0 = performance.now();
  const { layout, quads } = layoutOverview(e.data.structure);
  scope.postMessage({ id: e.data.id, layout, quads, ms: performance.now() - t0 }, overviewTransferables(layout, quads) as Transferable[]);
};
