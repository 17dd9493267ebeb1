import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import { noAreaCycles } from './eslint/area-cycles.js'

// The web app's direction (routes → features → ui, lib, styles, contract) and each area's one door: another
// area reaches it only through src/features/<area>/index.ts, so what an area shares is a short, deliberate list.
const areas = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const app = ['./src/routes', './src/router.ts', './src/route-tree.ts', './src/main.tsx', './src/routeTree.gen.ts', './src/homeRouteTree.gen.ts']

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
  { target: './src/lib', from: './src/ui', message: 'ui stands on lib: lib imports no ui.' },
  { target: './src', from: './src/test-utils', message: 'Only tests import the test helpers.' },
  { target: ['./src', './contract'], from: ['./server', './sw', './tests'], message: 'The web app and the contract do not import the server, the service worker or the test suites.' },
  { target: './contract', from: './src', message: 'The contract is shared by both sides and imports neither.' },
]

// The server's direction: the composition (app.ts, main.ts, modules/areas.ts) → the areas in server/modules → the core
// (sessions and sign-in, access to plan features, step-up, two-step, rate limits, the audit log, the admin scope, the
// socket server) → the shared folders (db, http, lib, jobs, mail, storage, web) and the contract. An area reaches
// another only through server/modules/<area>/index.ts; the core and the shared folders import no area.
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const composition = ['./server/app.ts', './server/main.ts', './server/runtime.ts', './server/banner.ts', './server/cli.ts', './server/modules/areas.ts']
const shared = ['./server/db', './server/http', './server/lib', './server/jobs', './server/mail', './server/storage', './server/web', './server/reference', './server/config.ts']
const serverBoundaries = [
  ...serverModules.map((area) => ({
    target: `./server/modules/${area}`,
    from: './server/modules',
    except: [`./${area}`, ...serverModules.filter((other) => other !== area).map((other) => `./${other}/index.ts`)],
    message: 'Another area is reached through its server/modules/<area>/index.ts.',
  })),
  {
    target: ['./server/seed', './server/plugins', './server/paypal-sandbox', ...composition],
    from: './server/modules',
    except: ['./areas.ts', ...serverModules.map((area) => `./${area}/index.ts`)],
    message: 'An area is reached through its server/modules/<area>/index.ts.',
  },
  {
    target: ['./server/core', ...shared],
    from: ['./server/modules', './server/seed', './server/plugins', './server/paypal-sandbox', ...composition],
    message: 'The core and the shared folders stand below the areas and import none of them.',
  },
  {
    target: './server/modules',
    from: ['./server/seed', './server/plugins', ...composition],
    message: 'An area does not import the seed, the plugins or the composition.',
  },
]

const tests = ['**/*.test.{ts,tsx}', 'src/test-utils/**']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/homeRouteTree.gen.ts', '.lighthouseci', 'test-results', 'playwright-report', 'bench-data'] },
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
  {
    files: ['server/**/*.{ts,mjs}'],
    ignores: tests,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,mjs}', 'contract/**/*.ts'],
    ignores: tests,
    plugins: { areas: { rules: { 'no-cycles': noAreaCycles } } },
    rules: { 'areas/no-cycles': 'error' },
  },
)
