/** Mall routes with a built screen (spec routes.tsv "Mall"). */
export const MALL_ROUTES = [
  '/mall/index', '/mall/search', '/mall/goodsDetails', '/mall/comment-list', '/mall/cart', '/mall/order', '/mall/orderConfirm',
  '/mall/orderDetails', '/mall/comment-publish',
] as const;
