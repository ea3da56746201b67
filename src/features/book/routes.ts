/** The clan book routes with a built screen (their lazy components: ./screens.tsx). */
export const BOOK_ROUTES = [
  '/clan/book/index', '/clan/book/details', '/clan/book/read', '/clan/book/download', '/clan/book/sample-confirm',
  '/clan/book/create', '/clan/book/create-detail', '/clan/book/publish', '/clan/book/publish-success',
  '/clan/book/order-create', '/clan/book/order-confirm', '/clan/book/info-edit', '/clan/book/cover', '/clan/book/format',
  '/clan/essay/index', '/clan/essay/edit', '/clan/essay/category', '/clan/essay/editor', '/clan/essay/preview', '/clan/essay/preview2',
  '/clan/shop/order', '/clan/shop/order-confirm',
] as const;
