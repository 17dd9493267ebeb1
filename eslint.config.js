import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'

// The web app's direction (routes → features → ui, lib, styles, contract) and each area's one door: another
// area reaches it only through src/features/<area>/index.ts, so what an area shares is a short, deliberate list.
const areas = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const app = ['./src/routes', './src/router.ts', './src/main.tsx', './src/routeTree.gen.ts']

const boundaries = [
  ...areas.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`, ...areas.filter((other) => other !== area).map((other) => `./${other}/index.ts`)],
    message: 'Another area is reached through its src/features/<area>/index.ts.',
  })),
  { target: './src/features', from: app, message: 'Features do not import routes or the app shell; routes import features.' },
  {
    target: ['./src/ui', './src/lib', './src/styles'],
    from: ['./src/features', ...app],
    message: 'ui, lib and styles serve every area and import none.',
  },
  { target: './src', from: './src/test-utils', message: 'Only tests import the test helpers.' },
  { target: ['./src', './contract'], from: ['./server', './sw', './tests'], message: 'The web app and the contract do not import the server, the service worker or the test suites.' },
  { target: './contract', from: './src', message: 'The contract is shared by both sides and imports neither.' },
]

const tests = ['**/*.test.{ts,tsx}', 'src/test-utils/**', 'src/features/*/test-fixtures.ts']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', '.lighthouseci', 'test-results', 'playwright-report', 'bench-data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests may import what they test; everything else keeps to the direction above and has no cycles.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
)
