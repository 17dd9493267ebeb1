import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { e2eDataDir, e2ePorts } from './servers.ts'

/**
 * The second e2e server: the same app, but its mail goes over SMTP to a real smtp-server on loopback, which
 * files each message where the tests read it. This is the path production mail takes.
 */
const ports = e2ePorts()
const received = path.join(e2eDataDir(ports.smtp), 'smtp-received')

const sink = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      mkdirSync(received, { recursive: true })
      writeFileSync(path.join(received, `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
sink.listen(ports.smtpSink, '127.0.0.1')

// The main server builds the app when it is stale; building twice at once would corrupt dist/.
for (let started = Date.now(); Date.now() - started < 180_000; await new Promise((r) => setTimeout(r, 250))) {
  const up = await fetch(`http://127.0.0.1:${ports.main}/api/health`).then((r) => r.ok, () => false)
  if (up) break
}

process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtpSink}`
process.env.E2E_SERVE_PORT = String(ports.smtp)
await import('./serve.ts')
