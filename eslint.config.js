import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { blockRegistered } from './framework/lint/block-registered.js'
import { noEagerSlot } from './framework/lint/no-eager-slot.js'
import { noTypeCycle } from './scripts/lint/no-type-cycle.js'

// Layers for import-x/no-restricted-paths (paths from the repository root).
const sharedClient = [
  'client/api',
  'client/ui',
  'client/domain',
  'client/locale',
  'client/config',
  'client/routes',
  'client/errors',
]
const composedClient = [
  'client/blocks',
  'client/rich-text',
  'client/pages',
  'client/app',
  'client/shell',
]
const workerBase = [
  'worker/cache',
  'worker/http',
  'worker/monitoring',
  'worker/upstream',
  'worker/db',
  'worker/stock',
  'worker/content',
  'worker/crm',
]
// The framework's runtime folders (framework/README.md); framework/build and framework/lint run on Node.
const frameworkRuntime = ['framework/router', 'framework/hydration', 'framework/payload']
const frameworkFiles = frameworkRuntime.map((folder) => `${folder}/**/*.{ts,tsx}`)
// Browser-only files that stay in client/: the documents name their paths (the three entries).
const browserEntries = [
  'client/entry-browser.tsx',
  'client/dev-preamble.ts',
  'client/features/consent/consent-gate.ts',
]
const workerCode = {
  group: ['**/worker/**', 'cloudflare:*', 'hono', 'hono/*'],
  message:
    'Code that runs in the browser must not import Worker code (type-only imports are allowed).',
  allowTypeImports: true,
}
const browserCode = {
  group: ['**/browser/**'],
  message:
    'browser/ runs only in the browser, after the first load: universal and Worker code may import its types only (ADR 0068).',
  allowTypeImports: true,
}
const workerFeatures = [
  'worker/pages',
  'worker/blocks',
  'worker/preview',
  'worker/render',
  'worker/api',
  'worker/leads',
  'worker/sitemap',
  'worker/middleware',
  'worker/seo',
  'worker/local-services',
]

// Internal links come from the route table (href, pageHref), never a hand-written path.
const literalInternalLink = {
  selector: 'JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\/(?!\\/)/]',
  message: 'Build internal links with href() or pageHref() from client/routes/href.ts.',
}
// The browser calls the Worker's JSON endpoints through their definitions (docs/decisions/0061).
const fetchOutsideApi = [
  'CallExpression[callee.name="fetch"]',
  'CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name="fetch"]',
].map((selector) => ({
  selector,
  message:
    'Call the Worker through client/api/ (callEndpoint and endpoints.ts: path, input and answer schemas, language; docs/decisions/0061), not with fetch.',
}))

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'worker-configuration.d.ts', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // Typed linting over the same programs `npm run typecheck` builds: the Worker's (which holds
    // the client and the integration tests) and the Node one (scripts, e2e, bench, configs).
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.worker.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // No import circles, and imports only point down the layers (DESIGN.md §4). Zones in the
    // style of bulletproof-react: `target` may not import from `from`. The repo imports with the
    // real file name (`./x.ts`), which the plain Node resolver finds without a TypeScript one.
    // import-x/no-cycle skips `import type` edges (they vanish at runtime); local/no-type-cycle
    // (scripts/lint/) and the zones count them. The framework (framework/) sits below features: it
    // reads the app's route table and page registry only (ADR 0066).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: sharedClient,
              from: ['client/features', ...composedClient],
              message:
                'Shared client code (api, ui, domain, locale, config, routes, errors) sits below features, blocks and pages.',
            },
            {
              target: 'client/features',
              from: composedClient,
              message:
                'A feature is used by blocks and pages; it must not import them (nor the app shell).',
            },
            {
              target: ['client/blocks', 'client/rich-text'],
              from: ['client/pages', 'client/app', 'client/shell'],
              message: 'Blocks are used by pages and the app; they must not import them.',
            },
            {
              target: 'client/pages',
              from: ['client/app', 'client/shell'],
              message: 'Pages are used by the app and the shell; they must not import them.',
            },
            {
              target: frameworkRuntime,
              from: [
                'client/features',
                'client/blocks',
                'client/rich-text',
                'client/app',
                'client/shell',
                'browser',
              ],
              message:
                'The framework imports no app code but the route table and the page registry (framework/README.md).',
            },
            {
              target: frameworkRuntime,
              from: 'client/pages',
              except: ['./page-modules.ts', './page-data.ts', './content/content-page-data.ts'],
              message:
                'The framework reads the page registry (page-modules.ts, page-data.ts) and no page (framework/README.md).',
            },
            {
              target: 'worker/blocks',
              from: 'worker/pages',
              message: 'Page loaders use block data; block data must not import worker/pages.',
            },
            {
              target: workerBase,
              from: workerFeatures,
              message:
                'Upstream adapters and infrastructure (cache, http, monitoring, upstream, db, stock, content, crm) sit below pages, blocks, routes and middleware.',
            },
          ],
        },
      ],
    },
  },
  {
    // The framework's rules (framework/README.md, ADR 0066): a lazy slot's code comes only through
    // its slot; every block component has its schema registered.
    files: ['client/**/*.{ts,tsx}', 'browser/**/*.{ts,tsx}', ...frameworkFiles],
    plugins: {
      framework: { rules: { 'no-eager-slot': noEagerSlot, 'block-registered': blockRegistered } },
    },
    rules: {
      'framework/no-eager-slot': ['error', { roots: ['client', 'browser', 'framework'] }],
      // share-links: the share row the content loader adds to an article (ADR 0067), no schema.
      'framework/block-registered': ['error', { unregistered: ['share-links'] }],
    },
  },
  {
    // What runs where (ADR 0068): code that runs in the browser never imports Worker code; types only.
    files: ['client/**/*.{ts,tsx}', 'browser/**/*.{ts,tsx}', ...frameworkFiles],
    languageOptions: { globals: globals.browser },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [workerCode] }],
      // Internal links come from the route table (href, pageHref), never a hand-written path;
      // JSON calls to the Worker go through client/api/ (docs/decisions/0061).
      'no-restricted-syntax': ['error', literalInternalLink, ...fetchOutsideApi],
    },
  },
  {
    // The one home of the browser's requests to the Worker: the endpoints' definitions and their
    // caller; and the two the router makes on every page without zod, checked by hand: the page
    // payload of client navigation (`/__data`, docs/decisions/0034) and the new-build check.
    files: [
      'client/api/**/*.{ts,tsx}',
      'framework/router/navigation-steps.ts',
      'framework/router/version-check.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', literalInternalLink] },
  },
  {
    // Universal code (client/, the framework) imports nothing browser-only (browser/) but types:
    // it also runs in the Worker. The entries and the tests may.
    files: ['client/**/*.{ts,tsx}', ...frameworkFiles],
    ignores: [...browserEntries, '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [workerCode, browserCode] },
      ],
    },
  },
  {
    files: ['worker/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserCode] }] },
  },
  {
    files: [
      'scripts/**/*.ts',
      'tests/**/*.ts',
      'redirects/**/*.ts',
      'framework/build/**/*.ts',
      'framework/lint/**/*.{js,ts}',
      '*.config.ts',
      '*.js',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  }
)
