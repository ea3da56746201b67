/** What other features may use from addresses: picking one for an order. */
export { ADDRESS_PICK_PATH, takePickedAddress } from './pick';
