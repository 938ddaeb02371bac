/** The nine error page types of spec §8. */
export const errorTypes = [
  'something-went-wrong',
  'page-not-found',
  'vehicle-not-found',
  'location-not-found',
  'vehicle-form-not-found',
  'brand-not-found',
  'news-article-not-found',
  'lease-vehicle-not-found',
  'broken-link',
] as const

export type ErrorType = (typeof errorTypes)[number]

export interface PageError {
  type: ErrorType
  /** 503: an upstream the page needs did not answer (the "something went wrong" variant). */
  status: 404 | 500 | 503
  /** Status message, e.g. "Page Not Found: /stock/abc". */
  message: string
}

/** Which of the three visible variants (spec §8) an error shows. */
export type ErrorVariant = 'vehicle-not-found' | 'page-not-found' | 'something-went-wrong'

export function errorVariant(error: PageError): ErrorVariant {
  if (error.type === 'vehicle-not-found' || error.type === 'vehicle-form-not-found') {
    return 'vehicle-not-found'
  }
  if (error.status === 404) return 'page-not-found'
  return 'something-went-wrong'
}

export function notFound(type: ErrorType, path: string): PageError {
  return { type, status: 404, message: `Page Not Found: ${path}` }
}

export function serverError(): PageError {
  return { type: 'something-went-wrong', status: 500, message: 'Internal Server Error' }
}

/** The page depends on an upstream (stock, content) that failed: try again later, not gone. */
export function serviceUnavailable(): PageError {
  return { type: 'something-went-wrong', status: 503, message: 'Service Unavailable' }
}
