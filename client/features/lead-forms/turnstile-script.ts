/**
 * Cloudflare Turnstile in the browser (docs/decisions/0041): its public site key comes in a meta
 * tag of the document when the Worker has one; its script (api.js, Cloudflare's, about 100 KB)
 * is added to the page only when a form that needs it has mounted, after hydration, so that it
 * is never part of a page's first load. Explicit rendering: the form decides where and when.
 */

import { TURNSTILE_META } from './turnstile-meta.ts'

export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

/** What this site uses of `window.turnstile`. */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      language: string
      action?: string
      'refresh-expired': 'auto'
      appearance: 'interaction-only'
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
    }
  ): string | undefined
  reset(widgetId: string): void
  remove(widgetId: string): void
}

function isTurnstileApi(value: unknown): value is TurnstileApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'render') === 'function' &&
    typeof Reflect.get(value, 'reset') === 'function' &&
    typeof Reflect.get(value, 'remove') === 'function'
  )
}

/** The site key of the document, or null when the forms run without Turnstile. */
export function turnstileSiteKey(): string | null {
  if (typeof document === 'undefined') return null
  const meta = document.querySelector(`meta[name="${TURNSTILE_META}"]`)
  return meta?.getAttribute('content') || null
}

let loading: Promise<TurnstileApi> | null = null

/** Loads api.js once per page; a failed load is tried again by the next form that asks. */
export function loadTurnstile(): Promise<TurnstileApi> {
  const ready: unknown = Reflect.get(window, 'turnstile')
  if (isTurnstileApi(ready)) return Promise.resolve(ready)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = TURNSTILE_SCRIPT_URL
    script.async = true
    script.addEventListener('load', () => {
      const api: unknown = Reflect.get(window, 'turnstile')
      if (isTurnstileApi(api)) resolve(api)
      else reject(new Error('Turnstile loaded without its API'))
    })
    script.addEventListener('error', () => reject(new Error('Turnstile failed to load')))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
