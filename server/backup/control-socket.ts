import { chmod, mkdir, rm, rmdir } from 'node:fs/promises'
import { createConnection, createServer, type Server } from 'node:net'
import path from 'node:path'
import * as v from 'valibot'
import { BackupError } from './backup-error.ts'

// Only one process may open the embedded database. The one that has it open (the server, or a backup or restore
// command working alone) holds a Unix socket in DATA_DIR: a command asks through it for a backup of a running site,
// and a second server or a restore finds the directory in use. The socket's directory is the site's user's alone
// (0700), so nobody else can ask.

const ControlRequest = v.object({ command: v.picklist(['backup', 'ping']) })
export type ControlRequest = v.InferOutput<typeof ControlRequest>
/** A request is one short line of JSON; anything longer is not one of ours. */
const MAX_REQUEST_LENGTH = 1024

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
export type ControlAnswer = { ok: true; result?: unknown } | { ok: false; error: string }
export type ControlHandler = (request: ControlRequest) => Promise<unknown>

export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'run', 'control.sock')

/** Sends one request to the process that holds `dataDir`; undefined when none does (no socket, or a stale one). */
export async function askHolder(dataDir: string, request: ControlRequest): Promise<ControlAnswer | undefined> {
  const socketPath = controlSocketPath(dataDir)
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\n')
      if (end === -1) return
      socket.end()
      resolve(JSON.parse(text.slice(0, end)) as ControlAnswer)
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(undefined)
      else if (err.code === 'EACCES') reject(new BackupError(`${socketPath} belongs to another user: run this as the site's own user`))
      else reject(err)
    })
    socket.on('close', () => resolve(undefined))
  })
}

/**
 * Claims `dataDir` for this process: refuses (a `BackupError`) when another process answers on its socket, and
 * otherwise answers requests with `handler` until `close`. `handler` may be set later, once what it needs exists.
 */
export async function holdDataDir(dataDir: string, { holder, handler }: { holder: string; handler?: ControlHandler }) {
  if (await askHolder(dataDir, { command: 'ping' })) throw new BackupError(`${dataDir} is in use by a running Scholar Hub (${controlSocketPath(dataDir)} answers): stop it first`)
  const socketPath = controlSocketPath(dataDir)
  await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 })
  await chmod(path.dirname(socketPath), 0o700)
  // A socket file with no one listening is left by a process that ended without closing it.
  await rm(socketPath, { force: true })
  let handle = handler
  const server: Server = createServer((socket) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\n')
      if (end === -1 && text.length <= MAX_REQUEST_LENGTH) return
      // One answer per connection: what follows the first line is not read.
      socket.removeAllListeners('data')
      const answer = (value: ControlAnswer) => socket.end(`${JSON.stringify(value)}\n`)
      const request = v.safeParse(ControlRequest, parseJson(end === -1 ? '' : text.slice(0, end)))
      if (!request.success) return answer({ ok: false, error: 'Not a request' })
      if (request.output.command === 'ping') return answer({ ok: true, result: { holder } })
      if (!handle) return answer({ ok: false, error: `${holder} is starting: try again in a moment` })
      handle(request.output).then(
        (result) => answer({ ok: true, result }),
        (err: unknown) => answer({ ok: false, error: err instanceof Error ? err.message : String(err) }),
      )
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new BackupError(`${dataDir} is in use by another process (${socketPath})`) : err),
    )
    server.listen(socketPath, () => resolve())
  })
  await chmod(socketPath, 0o600)
  return {
    set handler(value: ControlHandler) {
      handle = value
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(socketPath, { force: true })
      // The socket's directory goes too when nothing else is in it, so a command that was refused leaves nothing.
      await rmdir(path.dirname(socketPath)).catch(() => {})
    },
  }
}

export type DataDirHold = Awaited<ReturnType<typeof holdDataDir>>
