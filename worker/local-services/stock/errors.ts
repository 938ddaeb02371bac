import type { Context } from 'hono'
import type { z } from 'zod'
import type { WireError } from '../../stock/contract.ts'

type ErrorStatus = 400 | 401 | 404 | 500

/** Answers with the contract's error body. */
export function errorResponse(
  c: Context,
  status: ErrorStatus,
  message: string,
  issues?: WireError['error']['issues']
) {
  const code =
    status === 400
      ? 'invalid_request'
      : status === 401
        ? 'unauthorized'
        : status === 404
          ? 'not_found'
          : 'internal'
  const body: WireError = { error: { code, message, ...(issues && { issues }) } }
  return c.json(body, status)
}

export function zodIssues(error: z.ZodError): NonNullable<WireError['error']['issues']> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}
