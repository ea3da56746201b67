/** Delivery addresses for other domains (the mall reads the address an order ships to). */
export { addressOf, toAddress } from './addresses.service';
