/** Server state of the order centre (contract/order-centre.ts). */
import * as oc from '@contract/order-centre';
import * as m from '@contract/mall';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const centreQueries = {
  counts: () => callQuery(oc.centreCounts, {}),
  get: (type: string, id: number) => callQuery(oc.centreGet, { type, id }),
};
const READS = () => [oc.centreList, oc.centreCounts, oc.centreGet, m.orderList, m.orderDetail];
export const centreRepay = mutation(oc.centreRepay, { invalidates: READS });
export const centreCancel = mutation(oc.centreCancel, { invalidates: READS });
export const centreReceipt = mutation(oc.centreReceipt, { invalidates: READS });
export const centreDelete = mutation(oc.centreDelete, { invalidates: READS });
