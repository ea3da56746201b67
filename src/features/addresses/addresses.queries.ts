/** Server state of delivery addresses (contract/addresses.ts). */
import * as a from '@contract/addresses';
import { checkoutFromCart, checkoutFromSku } from '@contract/mall';
import { mutation } from '@src/lib/mutation';
import { callQuery } from '@src/lib/query';

export const addressQueries = {
  list: () => callQuery(a.addressList, {}),
  get: (id: number) => callQuery(a.addressGet, { id }),
};
const READS = () => [a.addressList, a.addressGet, a.addressGetDefault, checkoutFromCart, checkoutFromSku];
export const addressSave = mutation(a.addressSave, { invalidates: READS });
export const addressDefault = mutation(a.addressDefault, { invalidates: READS });
export const addressDelete = mutation(a.addressDelete, { invalidates: READS });
