/**
 * Cloudflare Turnstile in the browser (docs/decisions/0041), loaded by `TurnstileField` only when
 * the document carries a site key: this module, then Cloudflare's script (api.js, about 100 KB),
 * both after hydration, so neither is ever part of a page's first load. Explicit rendering: the
 * form decides where and when.
 */

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

/** A widget on the page: ask it for a new token, or take it away. */
export interface MountedTurnstile {
  reset(): void
  remove(): void
}

/**
 * Renders the widget into `container` once api.js is in; its token goes to `onToken`, and `''`
 * when the token expires or the challenge fails. Resolves to null when the form went away meanwhile.
 */
export async function mountTurnstile(
  container: HTMLElement,
  options: { siteKey: string; language: string; action: string; onToken: (token: string) => void },
  isCancelled: () => boolean
): Promise<MountedTurnstile | null> {
  const api = await loadTurnstile()
  if (isCancelled()) return null
  const id = api.render(container, {
    sitekey: options.siteKey,
    language: options.language,
    // Turnstile allows letters, digits, `-` and `_` in an action, 32 at most.
    action: options.action.replace(/[^a-z0-9_-]/gi, '').slice(0, 32),
    'refresh-expired': 'auto',
    // Shown only when Cloudflare wants the visitor to act: no layout shift otherwise.
    appearance: 'interaction-only',
    callback: options.onToken,
    'expired-callback': () => options.onToken(''),
    'error-callback': () => options.onToken(''),
  })
  if (id === undefined) return null
  return {
    reset: () => {
      api.reset(id)
      options.onToken('')
    },
    remove: () => api.remove(id),
  }
}
