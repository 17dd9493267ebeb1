import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'

// Reconnects forever, at most a second apart: a Redis restart must not need a server restart.
const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** Math.min(retries, 5), 1000)

const connect = (url: string) => createClient({ url, socket: { reconnectStrategy, connectTimeout: 5000 } })
export type RedisClient = ReturnType<typeof connect>


/**
 * The connection every node shares state through. While Redis is away, commands wait for it to return (the
 * adapter's stream reader must not spin), so callers that must not wait check `isReady` first.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisClient> {
  const client = connect(url)
  let down = false
  client.on('error', (err: Error) => {
    if (!down) log.warn({ err: { message: err.message } }, 'redis unavailable; each node serves its own sockets until it returns')
    down = true
  })
  client.on('ready', () => {
    if (down) log.info('redis is back')
    down = false
  })
  await client.connect()
  return client
}
