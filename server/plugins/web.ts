import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { earlyDataPaths, renderShell } from '../web/shell.ts'

/**
 * Serves the built web app. Every navigation gets the app shell with the data its first screen reads,
 * fetched through the API routes themselves (so it is exactly what the API answers). Without a build
 * (API-only mode) it still provides `reply.sendFile` for stored files.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | null, internalHeaders: Record<string, string>) {
  const root = webDir && existsSync(path.join(webDir, 'index.html')) ? webDir : null
  const assets = root && path.join(root, 'assets') + path.sep
  const template = root ? readFileSync(path.join(root, 'index.html'), 'utf8') : ''

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0]!
    const answers = await Promise.all(
      earlyDataPaths(pathname).map(async (p) => {
        const res = await app.inject({ method: 'GET', url: `/api/${p}`, headers: internalHeaders })
        return res.statusCode === 200 ? ([p, res.json()] as const) : undefined
      }),
    )
    const early = Object.fromEntries(answers.filter((a) => a !== undefined))
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(renderShell(template, pathname, early))
  }

  if (root) app.get('/', sendShell)
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
