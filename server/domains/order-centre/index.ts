/** The order centre's registry: each domain that sells something registers how its orders are listed and acted on. */
export { registerOrderSource, type OrderSource } from './registry';
