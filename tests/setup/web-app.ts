import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createTestApp } from './api-app.ts'

/** A built index.html in miniature: the markers the shell fills, around the site's own title and description. */
export const pageTemplate =
  '<html><head><!--app-head--><title>Scholar Hub</title><meta name="description" content="The site."><!--/app-head--><!--app-preload--></head>' +
  '<body><div id="root"><!--app-hero--></div><!--app-early-data--><script type="module" src="/assets/app.js"></script></body></html>'

/**
 * The test app serving `indexHtml` as the built web app, so a navigation is answered as a browser or a search engine
 * gets it (`open`). Call `close()` in afterAll.
 */
export async function createWebTestApp({ indexHtml = pageTemplate, env = {} }: { indexHtml?: string; env?: Record<string, string> } = {}) {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-web-'))
  await writeFile(path.join(webDir, 'index.html'), indexHtml)
  const t = await createTestApp({ webDir, env })
  return {
    ...t,
    open: (url: string) => t.app.inject({ method: 'GET', url }),
    async close() {
      await t.close()
      await rm(webDir, { recursive: true, force: true })
    },
  }
}

/** The API answers a page's HTML carries as early data, by path. */
export const earlyData = (html: string) => JSON.parse(/<script type="application\/json" id="early-data">(.*?)<\/script>/s.exec(html)![1]!)
