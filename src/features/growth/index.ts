/** What other features use of growth: the 我的 page's numbers. */
export { MineStats } from './components/MineStats';
export { SavePoster, drawPoster, type PosterWords } from './components/AgentPoster';
