/** What other features may use from the mall. */
export { mallQueries } from './mall.queries';
