import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, such as List-Unsubscribe on alert mail. */
  headers?: Record<string, string>
}

/** The one way the server sends mail; the account flows never know whether it goes over SMTP or to a folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Where mail goes, for the start-up log. */
  readonly description: string
  close(): Promise<void>
}

export interface MailOptions {
  smtpUrl?: string
  from: string
  outboxDir: string
  /**
   * Log each outbox message's links, so a newcomer without a mail server can follow them. Off in production:
   * a verification or reset link signs in whoever reads the log.
   */
  logLinks?: boolean
}

/** Nodemailer over SMTP_URL; without it, each message becomes an .eml file in the outbox and its links are logged. */
export function createMailer({ smtpUrl, from, outboxDir, logLinks = false }: MailOptions, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) {
    // Short timeouts: a stuck mail server must not hold connections for minutes.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    return {
      description: `SMTP server ${new URL(smtpUrl).host}`,
      async send(message) {
        await transport.sendMail({ ...message, from })
      },
      async close() {
        transport.close()
      },
    }
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    description: `files in ${outboxDir} (set SMTP_URL to send real mail)`,
    async send(message) {
      const info = await composer.sendMail({ ...message, from })
      // Named by time, so the newest message is the last file in a listing.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`
      await mkdir(outboxDir, { recursive: true })
      await writeFile(path.join(outboxDir, name), info.message as Buffer)
      const links = logLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : undefined
      log.info({ to: message.to, subject: message.subject, file: path.join(outboxDir, name), links }, 'mail written to the outbox')
    },
    async close() {},
  }
}

/** Sends without making the request wait: answers take as long whether or not a mail goes out. */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger) {
  mailer.send(message).catch((err: unknown) => log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'))
}
