declare module 'virtual:client-assets' {
  export const clientManifest: {
    dev: boolean
    /** The entry's source path (the manifest key) in a build, its URL in development. */
    entry: string
    /** The app chunk the entry imports after the first paint (source path, or URL). */
    app: string
    /** The consent gate's source path (a second entry, a classic script), or its URL. */
    gate: string
    /** A build's consent gate, inlined in every document's head (none in development). */
    gateCode?: string
    /** CSP hash sources of a build's inline scripts: the gate, each language's module loader. */
    scriptHashes?: string[]
    devScripts: string[]
    /** The French bundle's manifest. */
    chunks: Record<string, unknown>
    /** The other languages' bundles' manifests (none in development: one bundle serves all). */
    languageChunks?: Partial<Record<string, Record<string, unknown>>>
  }
}
