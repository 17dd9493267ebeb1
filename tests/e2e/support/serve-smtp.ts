import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { e2eDataDir, e2ePorts } from './servers.ts'

/**
 * The second e2e server: the same app, but its mail goes over SMTP to a real smtp-server on loopback, which
 * files each message where the tests read it. This is the path production mail takes. It starts beside the main
 * one (serve-all.ts), and listens once the main one does.
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

process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtpSink}`
process.env.E2E_SERVE_PORT = String(ports.smtp)
// Its tests (the sign-up mail, the saved searches' digest) make their own rows: no demo data to seed.
process.env.E2E_DEMO_DATA = 'false'
process.env.E2E_LISTEN_AFTER = `http://127.0.0.1:${ports.main}/api/health`
await import('./serve.ts')
