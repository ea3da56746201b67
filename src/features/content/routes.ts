/** Content routes with a built screen (spec routes.tsv "Content"): posts, articles, notices, donations, the 功德榜. */
export const CONTENT_ROUTES = [
  '/content/article-list', '/content/news-list', '/content/notice-list', '/content/details', '/content/news-details',
  '/content/notice-details', '/content/article-publish', '/content/article-preview', '/content/post-publish',
  '/content/donation-list', '/content/donation-want', '/content/merit-list', '/content/donation-mine',
  '/content/donation-perfect', '/content/donation-log', '/content/donation-manage', '/content/sync', '/content/privacy',
] as const;
