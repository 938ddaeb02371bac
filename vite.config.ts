import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { clientAssets } from './scripts/build/client-assets-plugin.ts'
import { clientEntries } from './scripts/build/client-entries.ts'

const CLIENT_OUT_DIR = 'dist/client'
// One id per build: pages name this build's hashed files, and the browser compares it with
// /builds/latest.json to notice a new deployment.
const BUILD_TIMESTAMP = Date.now()
const BUILD_ID = process.env.BUILD_ID ?? BUILD_TIMESTAMP.toString(36)

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __BUILD_TIMESTAMP__: JSON.stringify(BUILD_TIMESTAMP),
  },
  plugins: [
    react(),
    cloudflare({
      viteEnvironment: { name: 'site' },
      // End-to-end tests run against their own local state, never the developer's.
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    clientAssets({ ...clientEntries, clientOutDir: CLIENT_OUT_DIR }),
  ],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        rollupOptions: { input: [clientEntries.entry, clientEntries.gate] },
      },
    },
  },
  builder: {
    // The client is built first so the Worker bundle can inline its manifest; the
    // Cloudflare plugin's own `buildApp` hook then builds the Worker.
    async buildApp(builder) {
      const client = builder.environments.client
      const site = builder.environments.site
      if (!client || !site) throw new Error('client and site environments are required')
      await builder.build(client)
      await builder.build(site)
    },
  },
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
})
