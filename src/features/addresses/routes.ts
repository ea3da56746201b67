/** Address routes with a built screen. */
export const ADDRESS_ROUTES = ['/mine/address/index', '/mine/address/edit'] as const;
