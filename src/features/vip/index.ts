/** What other features may use from memberships: the one user avatar (with the frame he wears). */
export { Avatar } from './components/Avatar';
import './vip.css';
export { usePayReturn } from './pay-return';
