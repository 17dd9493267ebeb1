import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { createRouterPluginContext } from '@tanstack/router-plugin'
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>
const apiPort = process.env.API_PORT ?? '3001'

/**
 * Writes dist/.vite/module-graph.json: each chunk's static and lazy imports, the route file it is a split of, and
 * each module in it with its gzip -9 size alone. The script budgets (`npm test`) and the bench read what a screen
 * loads and what is in it from this file rather than from a browser.
 */
function moduleGraph(): Plugin {
  const root = process.cwd()
  const name = (id: string) => (id.startsWith(root) ? path.relative(root, id) : id.replace(/\0/g, ''))
  return {
    name: 'scholar-hub:module-graph',
    apply: 'build',
    // After Vite's own plugins, which drop the chunks that held only styles.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        const chunks = Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk'
            ? [
                {
                  file: chunk.fileName,
                  isEntry: chunk.isEntry,
                  facade: chunk.facadeModuleId ? name(chunk.facadeModuleId) : null,
                  imports: chunk.imports,
                  dynamicImports: chunk.dynamicImports,
                  modules: Object.entries(chunk.modules).map(([id, module]) => ({
                    id: name(id),
                    gzipBytes: module.code ? gzipSync(module.code, { level: 9 }).byteLength : 0,
                  })),
                },
              ]
            : [],
        )
        this.emitFile({ type: 'asset', fileName: '.vite/module-graph.json', source: JSON.stringify({ chunks }) })
      },
    },
  }
}

/**
 * Puts modulepreload links for the full route tree's chunk (src/route-tree.ts) between index.html's
 * `<!--app-preload-->` markers: a page opened at any address but the home's fetches it beside the entry script,
 * instead of after it has run. The server replaces them with the hero's preloads on the home (server/web/shell.ts).
 */
function routeTreePreload(): Plugin {
  return {
    name: 'scholar-hub:route-tree-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((chunk) => (chunk.type === 'chunk' ? [chunk] : []))
        const tree = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/routeTree.gen.ts'))
        if (!tree) throw new Error('no chunk for src/routeTree.gen.ts')
        // Its own imports too, as Vite's preload lists would; the entry and what it imports are in the page already.
        const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]))
        const files = [tree.fileName, ...tree.imports].filter((file) => !initial.has(file))
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
        return html.replace('<!--app-preload--><!--/app-preload-->', `<!--app-preload-->${links}<!--/app-preload-->`)
      },
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (the plugin keeps them in the entry by default): theirs import each screen's schemas, which
      // the first screen must not pay for. A route's loader and component share one chunk: a visit needs both, and
      // each lazy chunk costs the entry script its loader and its list of files to preload.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // The tree of the home alone: the one the first screen's script holds. The full tree above gives the types, and
    // is loaded with the other screens' definitions when the router needs them (src/route-tree.ts). Its own context,
    // or it would tell the code splitter that the other routes are none.
    tanstackRouterGenerator(
      { routesDirectory: 'src/routes', generatedRouteTree: 'src/homeRouteTree.gen.ts', routeFileIgnorePattern: '^(?!(index|__root)\\.tsx$)' },
      createRouterPluginContext(),
    ),
    react(),
    vanillaExtractPlugin(),
    moduleGraph(),
    routeTreePreload(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // The shim re-implements useSyncExternalStore for React before 18; React 19 has it, and the router's store reads
    // it through the shim's selector wrapper.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Each lazy import carries the list of files to fetch beside it: a screen's list is in the route tree's script,
    // which every other screen loads first. The staff screens' lists are left out: staff open them on a desktop after
    // the admin shell has loaded, so fetching a screen's pieces one after another costs them little, and every
    // visitor's route tree is lighter for it.
    // No polyfill: every browser the app supports has modulepreload, and one without it still runs, only without
    // fetching a chunk's imports ahead.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (/(^|\/)admin-dashboard\./.test(file) ? [] : deps) },
    // One stylesheet: every route's rules are a few kB, and one render-blocking request beats one per chunk.
    cssCodeSplit: false,
    // Everything the first screen runs in one file (fewer requests, better compression) instead of the shared
    // chunks Rolldown otherwise splits out because lazy routes use them too; those import them from this file. The
    // search schemas the full route tree's definitions share with the screens are one file too, not one per list.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'search-schemas', test: /(contract\/(search|[a-z-]+-filters)|src\/lib\/search-params)\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: 3000, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/socket.io': { target: `http://127.0.0.1:${apiPort}`, ws: true } } },
})
