/**
 * Freezes a value and everything it holds, so that a value shared by the requests of an isolate
 * cannot be changed by one of them: an attempt throws (modules are strict) instead of leaking
 * into the next request's page. Returns the value itself.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}
