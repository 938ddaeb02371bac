import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'worker-configuration.d.ts', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Import direction (DESIGN.md §4): the universal app never imports Worker code; types only.
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', 'cloudflare:*', 'hono', 'hono/*'],
              message: 'client/ must not import Worker code (type-only imports are allowed).',
              allowTypeImports: true,
            },
          ],
        },
      ],
      // Internal links come from the route table (href, pageHref), never a hand-written path.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(href|to)$/] > Literal[value=/^\\/(?!\\/)/]',
          message: 'Build internal links with href() or pageHref() from client/routes/href.ts.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'redirects/**/*.ts', '*.config.ts', '*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  }
)
