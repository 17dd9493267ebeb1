import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { ensureBuild } from '../../../scripts/ensure-build.ts'
import { e2eAdmin, e2eChatMember, e2eCommunityMember, e2eDatabaseUrlFile, e2eDataDir, e2eDemoExpert, e2eExpert, e2ePaidMember } from './servers.ts'

// The production build on the real server, with an empty data directory so every run starts from the seed. When
// serve-all.ts starts both servers, it has built first, and this finds the build fresh.
ensureBuild()
const port = process.env.E2E_SERVE_PORT ?? process.env.E2E_PORT!
const dataDir = e2eDataDir(Number(port))
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
// A test server, so passwords may be hashed at the API tests' low cost (tests/setup/api-app.ts), which production
// refuses: at OWASP's cost a sign-up or sign-in took over 20 s when two runs shared the two cores. What a test
// server does besides is print the demo sign-ins and accept a socket from any loopback origin; the browser tests
// reach one origin per server, and the production refusals are config.test.ts's.
process.env.NODE_ENV = 'test'
process.env.PASSWORD_HASH_COST ??= '10'
process.env.DATA_DIR = dataDir
process.env.PORT = port
process.env.PUBLIC_URL = `http://127.0.0.1:${port}`
process.env.HOST = '127.0.0.1'
process.env.LOG_LEVEL ??= 'warn'
process.env.RATE_LIMIT_PER_MINUTE ??= '100000'
// Every spec signs in and signs up from 127.0.0.1 against this one server; the per-address limits would refuse
// the later specs. The limits themselves are tested through the API (server/modules/account/rate-limits.test.ts).
process.env.LOGIN_LIMIT_PER_ADDRESS ??= '100000'
process.env.ACCOUNT_LIMIT_PER_ADDRESS ??= '100000'
process.env.ENQUIRY_LIMIT_PER_ADDRESS ??= '100000'
// The screen-view beacon's limit per address has no setting: a spec that counts views gives its browser an address
// of its own in X-Forwarded-For (analytics.spec.ts), which only a server trusting loopback reads. Without the header
// the address is 127.0.0.1, as before.
process.env.TRUST_PROXY ??= 'loopback'
// Saved searches' alerts run every second, so a spec sees a published vacancy reach the bell and the digest at once.
process.env.JOBS_TICK_SECONDS ??= '1'
process.env.ALERTS_EVERY_SECONDS ??= '1'
// No browser test is about backups (the restore drill is server/backup's): a throwaway site needs none.
process.env.BACKUP_EVERY_HOURS ??= '0'
// A production server has no demo data unless asked; the journal finder tests read the demo catalogue. The SMTP
// server's tests make what they read, and it starts sooner without (serve-smtp.ts).
process.env.DEMO_DATA = process.env.E2E_DEMO_DATA ?? 'true'
process.env.ADMIN_EMAIL = e2eAdmin.email
process.env.ADMIN_PASSWORD = e2eAdmin.password
delete process.env.DATABASE_URL

// A production server takes payments only through PayPal; here PayPal is the sandbox on a port of its own, as
// PayPal is a service apart: the browser loads its button from there and its buyer page opens there.
const { startPayPalSandbox } = await import('../../setup/paypal-sandbox.ts')
const paypal = await startPayPalSandbox({ webhookUrl: `http://127.0.0.1:${port}/api/paypal/webhook` })
process.env.PAYPAL_CLIENT_ID = paypal.clientId
process.env.PAYPAL_CLIENT_SECRET = paypal.clientSecret
process.env.PAYPAL_WEBHOOK_ID = paypal.webhookId
process.env.PAYPAL_API_URL = paypal.base

// The embedded database runs in a worker of this process, and the server reaches it by its address like any
// PostgreSQL; the address is written beside the data, so a spec can set up what no screen of this build can yet
// (e2eDatabase in database.ts).
const { DEFAULT_POOL_SIZE, embeddedDataDir, startEmbeddedDatabase } = await import('../../../server/db/embedded.ts')
const embedded = await startEmbeddedDatabase(embeddedDataDir(dataDir), DEFAULT_POOL_SIZE + 2, { onGiveUp: () => process.exit(1) })
process.env.DATABASE_URL = embedded.connectionString
writeFileSync(e2eDatabaseUrlFile(Number(port)), embedded.connectionString)

// The paid member, made by the factory the demo seed and the API tests use, in the database the server is about
// to open: migrated and seeded here first, so the server finds it ready.
const { loadConfig } = await import('../../../server/config.ts')
const { openRuntime } = await import('../../../server/runtime.ts')
const { createPaidMember } = await import('../../../server/seed/factories/accounts.ts')
const { database } = await openRuntime(loadConfig())
await createPaidMember(database.db, { ...e2ePaidMember, name: 'Dr. Kavya Menon', planSlug: 'scholar-plus' })
await createPaidMember(database.db, { ...e2eChatMember, planSlug: 'scholar-plus' })
const { createCommunityMember } = await import('../../../server/seed/factories/community.ts')
await createCommunityMember(database.db, e2eCommunityMember)
// A real expert beside the demo ones, who are never shown as verified.
const { createExpert } = await import('../../../server/seed/factories/experts.ts')
const epidemiology = await database.db.selectFrom('subjects').select('id').where('slug', '=', 'epidemiology').executeTakeFirstOrThrow()
await createExpert(database.db, { ...e2eExpert, bio: 'Epidemiologist; advises on cohort studies.', subjectIds: [epidemiology.id] })
// The demo expert, seeded above with a random password, gets a known one to sign in with.
const { hashPassword } = await import('../../../server/core/auth/passwords.ts')
await database.db.updateTable('users').set({ password_hash: await hashPassword(e2eDemoExpert.password) }).where('email', '=', e2eDemoExpert.email).execute()
await database.close()

// The SMTP server waits for the main one before it listens, so that it being up means both are (serve-all.ts).
const after = process.env.E2E_LISTEN_AFTER
for (let started = Date.now(); after && Date.now() - started < 180_000; await new Promise((r) => setTimeout(r, 250))) {
  if (await fetch(after).then((r) => r.ok, () => false)) break
}

await import('../../../server/main.ts')
