import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createConnection } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from './free-port.ts'

const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server'

async function answers(port: number) {
  const socket = createConnection({ port, host: '127.0.0.1' })
  try {
    await once(socket, 'connect')
    return true
  } catch {
    return false
  } finally {
    socket.destroy()
  }
}

/**
 * A real redis-server of its own on a free loopback port, keeping nothing on disk; `stop` and `start` again on
 * the same port stand for Redis going away and coming back.
 */
export async function startRedisServer() {
  const port = await freePort()
  let child: ChildProcess | undefined

  async function start() {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    // Up to 15 s: a busy machine may take seconds to start a process.
    for (const until = Date.now() + 15_000; Date.now() < until; ) {
      if (await answers(port)) return
      if (child.exitCode !== null) break
      await sleep(50)
    }
    throw new Error(`redis-server did not start on port ${port} (is the redis-server package installed?)`)
  }

  async function stop() {
    if (!child || child.exitCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
  }

  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
