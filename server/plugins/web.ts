import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Serves the built web app and, for any other non-API GET, the app shell so client routes load directly.
 * Without a build (API-only mode) it still provides `reply.sendFile` for stored files.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | null) {
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? webDir : null
  const assets = root && path.join(root, 'assets') + path.sep
  await app.register(fastifyStatic, {
    root: root ?? process.cwd(),
    serve: Boolean(root),
    wildcard: true,
    // '/' is the shell; every other directory falls through to the app's not-found handling.
    index: 'index.html',
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Stored files are sent through this plugin too, and carry their own caching.
      if (!root || !filePath.startsWith(root + path.sep)) return
      // Hashed build assets never change; everything else (shell, worker, manifest) must be revalidated.
      reply.header('cache-control', assets && filePath.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/')
    if (!root || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'not_found' })
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html')
  })
}
