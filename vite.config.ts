import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { clientAssets } from './framework/build/client-assets-plugin.ts'
import { clientEntries } from './framework/build/client-entries.ts'
import { siteDeployment } from './framework/build/deployment-plugin.ts'
import {
  clientEnvironment,
  manifestFile,
  otherLanguages,
} from './framework/build/language-builds.ts'
import { oneLanguage } from './framework/build/one-language-plugin.ts'
import { preloadDependencies } from './framework/build/preload-deps-plugin.ts'

// A named environment's build (`CLOUDFLARE_ENV=production`) goes to dist/<environment>/, so
// building or checking production never replaces the local build that `npm start` and the
// end-to-end tests serve from dist/client and dist/site.
const OUT_DIR = process.env.CLOUDFLARE_ENV ? `dist/${process.env.CLOUDFLARE_ENV}` : 'dist'
const CLIENT_OUT_DIR = `${OUT_DIR}/client`
// One id per build: pages name this build's hashed files, and the browser compares it with
// /builds/latest.json to notice a new deployment.
const BUILD_TIMESTAMP = Date.now()
const BUILD_ID = process.env.BUILD_ID ?? BUILD_TIMESTAMP.toString(36)
// Preload lists of dynamic imports only for the entries' own (docs/decisions/0030).
const entries = [clientEntries.entry, clientEntries.gate]
const preload = preloadDependencies({ entries })
// The other languages' browser bundles: the same build, in an environment of their own.
const languageBuilds = otherLanguages.map((language) => {
  const environment = clientEnvironment(language)
  return { language, environment, preload: preloadDependencies({ entries, environment }) }
})

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __BUILD_TIMESTAMP__: JSON.stringify(BUILD_TIMESTAMP),
    // Only the embedded default (no CLOUDFLARE_ENV) carries the local services; a production
    // build leaves them out of the Worker (docs/decisions/0023).
    __LOCAL_SERVICES__: JSON.stringify(!process.env.CLOUDFLARE_ENV),
  },
  // The Cloudflare plugin puts the Worker in <build.outDir>/site.
  build: { outDir: OUT_DIR },
  plugins: [
    // `#deployment`: the deployment file this build is for (docs/decisions/0054).
    siteDeployment(),
    react(),
    cloudflare({
      viteEnvironment: { name: 'site' },
      // End-to-end tests run against their own local state, never the developer's.
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    clientAssets({ ...clientEntries, clientOutDir: CLIENT_OUT_DIR }),
    // Each browser bundle carries one language (docs/decisions/0035, 0036).
    oneLanguage('fr'),
    preload.plugin,
    ...languageBuilds.flatMap((build) => [
      oneLanguage(build.language, build.environment),
      build.preload.plugin,
    ]),
  ],
  environments: {
    site: {
      build: {
        rolldownOptions: {
          // The local services build zod schemas and Hono apps at module scope, which the bundler
          // must otherwise keep; nothing there acts on load, so a build that never calls them
          // (production, see __LOCAL_SERVICES__) leaves them out whole.
          treeshake: {
            moduleSideEffects: [{ test: /\/worker\/local-services\//, sideEffects: false }],
          },
        },
      },
    },
    client: {
      build: {
        outDir: CLIENT_OUT_DIR,
        manifest: true,
        modulePreload: { resolveDependencies: preload.resolveDependencies },
        rollupOptions: { input: entries },
      },
    },
    ...Object.fromEntries(
      languageBuilds.map((build) => [
        build.environment,
        {
          consumer: 'client' as const,
          build: {
            outDir: CLIENT_OUT_DIR,
            // After the French build, into the same folder: its files must stay.
            emptyOutDir: false,
            copyPublicDir: false,
            manifest: manifestFile(build.language),
            modulePreload: { resolveDependencies: build.preload.resolveDependencies },
            rollupOptions: { input: entries },
          },
        },
      ])
    ),
  },
  builder: {
    // The clients (one per language) are built first so the Worker bundle can inline their
    // manifests; the
    // Cloudflare plugin's own `buildApp` hook then builds the Worker.
    async buildApp(builder) {
      const client = builder.environments.client
      const site = builder.environments.site
      if (!client || !site) throw new Error('client and site environments are required')
      await builder.build(client)
      for (const build of languageBuilds) {
        const environment = builder.environments[build.environment]
        if (!environment) throw new Error(`${build.environment} environment is required`)
        await builder.build(environment)
      }
      await builder.build(site)
    },
  },
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
})
