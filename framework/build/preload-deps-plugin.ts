import type { Plugin } from 'vite'

/**
 * Preload lists only where the first load needs them (docs/decisions/0030).
 *
 * With every `import()`, Vite writes the chunks that import needs (`__vite__mapDeps`) so that the
 * browser fetches them in parallel with it. Those lists are first-load code that a first load
 * does not need: the Worker's HTML already names the page's and
 * its first-screen blocks' modules for preloading (worker/render/page-assets.ts). Only the
 * entries' own imports (the app, started once the page is painted, whose code the HTML leaves
 * out on purpose) keep their lists, so hydration waits for no extra round trip.
 *
 * Elsewhere (a page's code on a client navigation, a block coming into view) the browser
 * fetches the chunk, then what it imports: one round trip more, mostly spent while the link is
 * hovered or the block approaches (their code starts loading then). Styles are untouched: Vite
 * keeps them out of this list and still injects them with the chunk.
 */
export function preloadDependencies(options: {
  entries: readonly string[]
  /** The client environment it serves (one per language: vite.config.ts). */
  environment?: string
}) {
  const environmentName = options.environment ?? 'client'
  /** Output files of the entries: the chunks whose `import()` keep their preload lists. */
  const entryFiles = new Set<string>()

  const plugin: Plugin = {
    name: `dealer-site:preload-dependencies:${environmentName}`,
    applyToEnvironment: (environment) => environment.name === environmentName,
    generateBundle: {
      // Before Vite's own pass writes the lists (it calls `resolveDependencies` below).
      order: 'pre',
      handler(_options, bundle) {
        entryFiles.clear()
        for (const [file, output] of Object.entries(bundle)) {
          const id = output.type === 'chunk' ? output.facadeModuleId : null
          if (id && options.entries.some((entry) => id.endsWith(`/${entry}`))) entryFiles.add(file)
        }
        if (entryFiles.size !== options.entries.length) {
          throw new Error('preloadDependencies: an entry is missing from the bundle')
        }
      },
    },
  }

  /** `build.modulePreload.resolveDependencies`: the list for an entry's import, else none. */
  function resolveDependencies(
    _file: string,
    dependencies: string[],
    context: { hostId: string; hostType: 'html' | 'js' }
  ): string[] {
    return context.hostType === 'html' || entryFiles.has(context.hostId) ? dependencies : []
  }

  return { plugin, resolveDependencies }
}
