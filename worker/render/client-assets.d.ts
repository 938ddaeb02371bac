declare module 'virtual:client-assets' {
  export const clientManifest: {
    dev: boolean
    /** The entry's source path (the manifest key) in a build, its URL in development. */
    entry: string
    devScripts: string[]
    chunks: Record<string, unknown>
  }
}
