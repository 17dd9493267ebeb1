import { createAdapter } from '@socket.io/redis-streams-adapter'
import { Adapter } from 'socket.io-adapter'
import type { RedisClient } from '../../lib/redis.ts'

type AdapterFactory = ReturnType<typeof createAdapter>

/**
 * socket.io's Redis streams adapter, which keeps connection state recovery working across nodes. While Redis is
 * away, a broadcast would wait for it (the client queues commands until it returns); this node's own sockets
 * get theirs at once instead, and the other nodes' clients catch up from the database when they next ask.
 */
export function createStreamsAdapter(redis: RedisClient): AdapterFactory {
  const make = createAdapter(redis)
  // socket.io calls the factory with `new`, which an arrow function refuses.
  return function streamsAdapter(namespace) {
    const adapter = make(namespace)
    const broadcastEverywhere = adapter.broadcast.bind(adapter)
    adapter.broadcast = async (packet, options) => {
      if (redis.isReady) return broadcastEverywhere(packet, options)
      Adapter.prototype.broadcast.call(adapter, packet, options)
    }
    return adapter
  }
}
