/** E-book routes with a built screen (spec routes.tsv "E-book"), over the /book/v2 calls. */
export const EBOOK_ROUTES = [
  '/ebook/index', '/ebook/basic-info', '/ebook/details', '/ebook/book/book', '/ebook/book/pay', '/ebook/shelf',
] as const;
