import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'

// API tests run against the real server code and a real database: PGlite always, PostgreSQL when given.
const apiProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/setup/api-global.ts'],
    // Each file builds its own app; importing the whole server again for each of about eighty files took longer
    // than their tests, so a worker keeps its modules from one file to the next.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

/** Component tests that import the app's modules anew (`vi.resetModules`) for each test. */
const reimporting = ['src/lib/early-data.test.ts', 'src/lib/outbox-http.test.ts', 'src/lib/outbox.test.ts', 'src/lib/socket.test.ts', 'src/route-tree.test.tsx']

// Component tests in jsdom. Building a window and importing the app again for each of some eighty files took longer
// than their tests, so most files share one (unisolated): tests/setup/web.ts puts back what a test changes in the
// app's shared state, and stubbed globals are restored after each test.
const webProject = (name: string, { isolate, include = ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'], exclude = [] }: { isolate: boolean; include?: string[]; exclude?: string[] }) => ({
  extends: true as const,
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude,
    setupFiles: ['tests/setup/web.ts'],
    isolate,
    unstubGlobals: true,
    // Above Testing Library's 5 s wait (tests/setup/web.ts), so a slow screen fails with what it lacked.
    testTimeout: 15_000,
  },
})

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Vitest's default, one worker fewer than the cores, is one worker on these two: the API tests then wait on the
    // database's own process while a core idles. Two files at once share the run's database, as any two nodes of
    // the product would: each file's data is its own, and no test counts what another file may write.
    maxWorkers: 2,
    projects: [
      webProject('web', { isolate: false, exclude: reimporting }),
      // These replace what the app's modules capture when first imported (IndexedDB, the socket, the shell's early
      // data, the routes attached to the root) and import those modules afresh for each test: they keep a module
      // graph and a window of their own.
      webProject('web-isolated', { isolate: true, include: reimporting }),
      apiProject('api'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres')] : []),
    ],
  },
})
