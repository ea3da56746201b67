/**
 * Payments routes with a built screen. None of the spec's 273; the sandbox provider's pay page is an extra route
 * (src/app/extra-routes.ts).
 */
export const PAYMENT_ROUTES = ['/pay/sandbox'] as const;
