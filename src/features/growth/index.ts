/** What other features use of growth: the 我的 page's numbers. */
export { MineStats } from './components/MineStats';
