/**
 * Where each endpoint of client/api/endpoints.ts answers: method and path, without zod, so that
 * `callEndpoint` can send the request while the schemas' chunk is still on its way.
 */
export const endpointRoutes = {
  vehicles: { method: 'GET', path: '/api/vehicles' },
  tradeIn: { method: 'POST', path: '/api/trade-in' },
  leads: { method: 'POST', path: '/api/leads' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: `/api/${string}` }>
