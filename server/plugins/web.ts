import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { detailPageHead, type EarlyAnswer } from '../web/detail-pages.ts'
import { earlyDataPaths, renderShell } from '../web/shell.ts'
import { sitemapXml, type SitemapSource } from '../web/sitemap.ts'

/** What the site tells search engines: its public address, and the areas' screens for the sitemap. */
export interface SiteOptions {
  origin: string
  sitemap: SitemapSource[]
}

// Search engines may keep the sitemap and robots.txt this long; a new vacancy waits at most that for them.
const SITE_FILES_CACHE = 'public, max-age=300'

/**
 * Serves the built web app. Every navigation gets the app shell with the data its first screen reads,
 * fetched through the API routes themselves (so it is exactly what the API answers); a detail page gets its
 * own head, and a 404 when its item does not exist. With it come /sitemap.xml and /robots.txt. Without a build
 * (API-only mode) it still provides `reply.sendFile` for stored files.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | null, internalHeaders: Record<string, string>, site: SiteOptions) {
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? webDir : null
  const assets = root && path.join(root, 'assets') + path.sep
  const template = root ? readFileSync(path.join(root, 'index.html'), 'utf8') : ''

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0]!
    const answers = new Map(
      await Promise.all(
        earlyDataPaths(pathname).map(async (p) => {
          const res = await app.inject({ method: 'GET', url: `/api/${p}`, headers: internalHeaders })
          return [p, { status: res.statusCode, body: res.statusCode === 200 ? res.json() : undefined }] as [string, EarlyAnswer]
        }),
      ),
    )
    const early = Object.fromEntries([...answers].filter(([, answer]) => answer.status === 200).map(([p, answer]) => [p, answer.body]))
    const { status, head } = detailPageHead(pathname, answers, site.origin)
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderShell(template, pathname, early, head))
  }

  if (root) {
    app.get('/', sendShell)
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.header('cache-control', SITE_FILES_CACHE).type('application/xml; charset=utf-8').send(Readable.from(sitemapXml(site.origin, site.sitemap))),
    )
    app.get('/robots.txt', async (_request, reply) =>
      reply.header('cache-control', SITE_FILES_CACHE).type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`),
    )
  }
  await app.register(fastifyStatic, {
    root: root ?? process.cwd(),
    serve: Boolean(root),
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Stored files are sent through this plugin too, and carry their own caching.
      if (!root || !filePath.startsWith(root + path.sep)) return
      // Hashed build assets never change; everything else (worker, manifest, icons) must be revalidated.
      reply.header('cache-control', assets && filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/')
    if (!root || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'not_found' })
    }
    return sendShell(request, reply)
  })
}
