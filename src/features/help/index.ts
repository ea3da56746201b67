/** What other features may use from help: an agreement link that shows the article in a sheet (login, VIP). */
export { ArticleLink } from './components/ArticleLink';
