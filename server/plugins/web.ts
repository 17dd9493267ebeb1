import type { FastifyInstance, FastifyReply } from 'fastify'
import fastifyStatic from '@fastify/static'
import { existsSync } from 'node:fs'
import path from 'node:path'

const noCache = (reply: FastifyReply) => reply.header('cache-control', 'no-cache')

/**
 * Serves the built web app and, for any other non-API GET, the app shell so client routes load directly.
 * Without a build (API-only mode) it still provides `reply.sendFile` for stored files.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | null) {
  const serve = Boolean(webDir && existsSync(path.join(webDir, 'index.html')))
  await app.register(fastifyStatic, {
    root: serve ? webDir! : process.cwd(),
    serve,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed build assets never change; everything else (shell, worker, manifest) must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/')
    if (!serve || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'not_found' })
    }
    return noCache(reply).type('text/html; charset=utf-8').sendFile('index.html')
  })
}
