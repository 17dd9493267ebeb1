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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/setup/web.ts'],
          // Above Testing Library's 5 s wait (tests/setup/web.ts), so a slow screen fails with what it lacked.
          testTimeout: 15_000,
        },
      },
      apiProject('api'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres')] : []),
    ],
  },
})
