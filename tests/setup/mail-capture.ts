import type { MailMessage, Mailer } from '../../server/mail/mailer.ts'

/** A mailer that keeps what it is given, so API tests can read the mail a person would get. */
export function createMailCapture() {
  const messages: MailMessage[] = []
  const mailer: Mailer = {
    description: 'memory (tests)',
    async send(message) {
      messages.push(message)
    },
    async close() {},
  }
  const to = (address: string) => messages.filter((m) => m.to === address)
  return {
    mailer,
    /** Every message sent to the address, oldest first. */
    to,
    /** The token in the newest `/verify-email` or `/reset-password` link mailed to the address. */
    token(address: string, page: 'verify-email' | 'reset-password') {
      const link = to(address)
        .map((m) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(m.text)?.[1])
        .filter(Boolean)
        .at(-1)
      if (!link) throw new Error(`No ${page} link was mailed to ${address}`)
      return link
    },
  }
}

export type MailCapture = ReturnType<typeof createMailCapture>
