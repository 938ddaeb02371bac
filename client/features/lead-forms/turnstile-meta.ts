/**
 * The name of the document's meta tag carrying Turnstile's public site key, written by the
 * Worker (worker/render/document.tsx) when the forms show the challenge, read by the browser
 * (turnstile-script.ts). Alone in its file: the Worker must not compile the browser's loader.
 */
export const TURNSTILE_META = 'turnstile'
