/** The message centre for other features: the kinds grid and a kind's list (shown on /mine/message/index), counts. */
export { KindGrid } from './components/KindGrid';
export { KindList } from './components/KindList';
export { useMessageCounts } from './messages.queries';
