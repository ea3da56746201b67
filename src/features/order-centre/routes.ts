/** Order-centre routes with a built screen. */
export const ORDER_CENTRE_ROUTES = ['/mine/order/index', '/mine/order/details', '/mine/order/comment'] as const;
