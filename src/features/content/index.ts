/** What other features may use from content: the card of a post or article in a list (学堂资讯 lists news with it). */
export { ContentCardRow } from './components/ContentCardRow';
export { RichEditor } from './components/RichEditor';
