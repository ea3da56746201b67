/** Server state of old registers (contract/cpg.ts): reads through useApiQuery/useApiInfinite, writes here. */
import * as c from '@contract/cpg';
import { mutation } from '@src/lib/mutation';

const SHELF = () => [c.cpgBookDetail, c.cpgDetail, c.cpgReadInfo, c.cpgMyList, c.cpgCollectList, c.cpgReadList];
const VIP = () => [c.cpgVipMy, c.cpgVipLogList, c.cpgAllOrders, c.cpgBookDetail, c.cpgDetail, c.cpgReadInfo];
const ORDERS = () => [c.cpgOrderList, c.cpgOrderDetail, c.cpgAllOrders, c.cpgAllOrderDetail, ...SHELF()];

export const collectBook = mutation(c.cpgCollect, { invalidates: SHELF });
export const saveProgress = mutation(c.cpgProgress, { invalidates: () => [c.cpgReadList], call: { loading: false, silent: true } });
export const startCpgVip = mutation(c.cpgVipPayment);
export const confirmCpgVip = mutation(c.cpgVipConfirm, { invalidates: VIP });
export const redeemCpgVip = mutation(c.redeemCpgVip, { invalidates: VIP });
export const startBook = mutation(c.cpgPayment);
export const confirmBook = mutation(c.cpgPaymentConfirm, { invalidates: ORDERS });
export const cancelOrder = mutation(c.cpgOrderCancel, { invalidates: ORDERS });
export const deleteOrder = mutation(c.cpgOrderDelete, { invalidates: ORDERS });

export const opsSaveBook = mutation(c.opsCpgBookSave, { invalidates: () => [c.opsCpgBooks] });
export const opsPublish = mutation(c.opsCpgPublish, { invalidates: () => [c.opsCpgBooks] });
export const opsClearPages = mutation(c.opsCpgPagesClear, { invalidates: () => [c.opsCpgBooks] });
export const opsUploadPage = mutation(c.opsCpgPageUpload, { invalidates: () => [c.opsCpgBooks], call: { loading: false } });
export const opsCreateCodes = mutation(c.opsCpgCodesCreate, { invalidates: () => [c.opsCpgCodes] });
