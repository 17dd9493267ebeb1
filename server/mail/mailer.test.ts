import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { AuthResponse } from '../../contract/account.ts'
import { createTestApp } from '../../tests/setup/api-app.ts'
import { profileChoices } from '../../tests/setup/api-users.ts'
import { decodeQuotedPrintable, startSmtpSink } from '../../tests/setup/smtp-sink.ts'
import { unique } from '../seed/factories/unique.ts'
import { passwordResetEmail } from '../modules/account/emails.ts'
import { createMailer } from './mailer.ts'

describe('mail over SMTP (SMTP_URL)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    sink = await startSmtpSink()
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://scholarhub.example' } })
  })
  afterAll(async () => {
    await t.close()
    await sink.close()
  })

  it('delivers the verification mail to a real SMTP server, and its link verifies the account', async () => {
    const email = `${unique('smtp')}@example.com`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Dr. Smtp', email, password: 'smtp-pass-1', ...(await profileChoices(t.db)) },
    })
    expect(res.statusCode).toBe(201)

    const mail = await sink.waitFor(email)
    expect(mail.from).toBe('no-reply@scholarhub.example')
    expect(mail.raw).toMatch(/^Subject: Verify your email for Scholar Hub/m)
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m)
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m)
    const token = /https:\/\/scholarhub\.example\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(mail.raw))?.[1]
    expect(token).toBeDefined()

    const verified = await t.app.inject({ method: 'POST', url: `/api/verify-email/${token}` })
    expect(verified.statusCode).toBe(200)
    expect(v.parse(AuthResponse, verified.json()).data.user.email).toBe(email)
  })
})

describe('mail without SMTP_URL', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-mail-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes each message to the outbox as an .eml file and logs its links', async () => {
    const info = vi.fn()
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger
    const mailer = createMailer({ from: 'Scholar Hub <no-reply@localhost>', outboxDir: dir, logLinks: true }, log)
    expect(mailer.description).toContain(dir)
    await mailer.send({ to: 'asha@example.com', ...passwordResetEmail('Asha', 'http://localhost:3000', 'tok_123') })

    const files = await readdir(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}\.eml$/)
    const eml = decodeQuotedPrintable(await readFile(path.join(dir, files[0]!), 'utf8'))
    expect(eml).toMatch(/^To: asha@example.com$/m)
    expect(eml).toMatch(/^Subject: Reset your Scholar Hub password$/m)
    expect(eml).toContain('http://localhost:3000/reset-password?token=tok_123')
    expect(eml).toContain('<a href="http://localhost:3000/reset-password?token=tok_123"')
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'asha@example.com', links: ['http://localhost:3000/reset-password?token=tok_123'] }),
      'mail written to the outbox',
    )
  })

  it('never logs the links when told not to, as a production server is', async () => {
    const info = vi.fn()
    const log = { info, error: vi.fn() } as unknown as FastifyBaseLogger
    const mailer = createMailer({ from: 'Scholar Hub <no-reply@localhost>', outboxDir: dir, logLinks: false }, log)
    await mailer.send({ to: 'ravi@example.com', ...passwordResetEmail('Ravi', 'http://localhost:3000', 'tok_secret_456') })
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ to: 'ravi@example.com' }), 'mail written to the outbox')
    expect(JSON.stringify(info.mock.calls)).not.toContain('tok_secret_456')
  })
})
