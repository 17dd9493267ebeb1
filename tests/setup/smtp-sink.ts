import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives: the far end of the mail path in tests. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no account to sign in with.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits (up to 15 s, for a busy machine) for a message to the address: the app sends mail without holding up its answer. */
    async waitFor(address: string) {
      for (const until = Date.now() + 15_000; Date.now() < until; ) {
        const mail = received.find((m) => m.to.includes(address))
        if (mail) return mail
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`No mail reached ${address}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The raw message's body with quoted-printable soft breaks and escapes undone, to find links in. */
export const decodeQuotedPrintable = (raw: string) =>
  // A run of escapes is one character's UTF-8 bytes (a curly quote is =E2=80=9C), decoded together.
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'))
