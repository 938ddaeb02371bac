/**
 * The page's only inline executable scripts (docs/decisions/0045): the consent gate (the build's
 * classic script, inlined in the head) and the module loader at the end of the body. Both are
 * the same for every page of a build and language, so their SHA-256 is computed once, at build
 * time (framework/build/client-assets-plugin.ts), and listed in the CSP's `script-src` with
 * `'strict-dynamic'`: the scripts they insert (the app's modules, and through them the tag
 * manager, the booking tool, the editor's bridge) are trusted, and nothing else is — no host
 * allowlist, no nonce (pages are cached: a nonce would be replayed).
 */

/**
 * The loader: inserts the page's module scripts in order, at low priority, as the
 * `<script type="module" fetchpriority="low">` tags it replaces did.
 */
export function moduleLoaderScript(sources: readonly string[]): string {
  for (const source of sources) {
    if (!/^\/[\w./@-]*$/.test(source)) throw new Error(`Not a module path of the site: ${source}`)
  }
  return `for(const s of ${JSON.stringify(sources)}){const e=document.createElement('script');e.type='module';e.src=s;e.async=false;e.fetchPriority='low';document.body.appendChild(e)}`
}

/** A script's CSP hash source, `'sha256-…'` (base64 of the SHA-256 of its UTF-8 text). */
export async function scriptHashSource(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}
