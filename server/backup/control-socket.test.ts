import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askHolder, controlSocketPath, holdDataDir, type DataDirHold } from './control-socket.ts'

/** Sends raw bytes to the socket and answers what comes back before it closes. */
function send(dataDir: string, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(bytes))
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })
}

describe('the control socket', () => {
  let dir: string
  let hold: DataDirHold
  let backups = 0
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-control-'))
    hold = await holdDataDir(dir, { holder: 'a test', handler: async () => ++backups })
  })
  afterAll(async () => {
    await hold.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers a backup request and a ping, one answer per connection', async () => {
    expect(await askHolder(dir, { command: 'backup' })).toEqual({ ok: true, result: 1 })
    // What follows the first line is not read: one request, one backup.
    expect(await send(dir, '{"command":"backup"}\n{"command":"backup"}\n')).toBe('{"ok":true,"result":2}\n')
    expect(await askHolder(dir, { command: 'ping' })).toEqual({ ok: true, result: { holder: 'a test' } })
    expect(backups).toBe(2)
  })

  it.each([
    ['not JSON', 'drop everything\n'],
    ['JSON null', 'null\n'],
    ['another command', '{"command":"restore"}\n'],
    ['a command of the wrong type', '{"command":["backup"]}\n'],
    ['a line longer than any request, with no end', `{"command":"${'x'.repeat(5000)}`],
  ])('refuses %s, takes no backup, and goes on answering', async (_label, bytes) => {
    expect(await send(dir, bytes)).toBe('{"ok":false,"error":"Not a request"}\n')
    expect(backups).toBe(2)
    expect(await askHolder(dir, { command: 'ping' })).toMatchObject({ ok: true })
  })
})
