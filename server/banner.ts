import type { Kysely } from 'kysely'
import type { Config } from './config.ts'
import type { Database } from './db/schema.ts'
import { pushKeysSource } from './modules/push/index.ts'

/** What the server prints once it listens: where it is, where mail goes and, when trying it out, how to sign in. */
export async function startBanner(config: Config, database: { db: Kysely<Database>; embedded: boolean }) {
  const where = database.embedded ? `embedded PostgreSQL in ${config.dataDir}/db` : 'PostgreSQL from DATABASE_URL'
  const banner = [
    `Scholar Hub is ready on ${config.publicUrl} (${where})`,
    `Mail: ${config.mail.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.mailDir} (set SMTP_URL to send it)`}`,
    `Push notifications: ${config.push.enabled ? `on (${pushKeysSource(config)})` : 'off (PUSH_NOTIFICATIONS=false)'}`,
  ]
  // An operator deciding whether the default database will do learns what it keeps, at the moment it matters.
  if (config.production && database.embedded) {
    banner.push('Embedded database: each write is synced to disk before it is acknowledged, on one disk and one node; for a standby or several nodes use PostgreSQL (DATABASE_URL).')
  }
  // Demo sign-ins are printed for someone trying the product, never by a production server.
  if (config.demoData && !config.production) {
    const { demoSignIns } = await import('./seed/demo-accounts.ts')
    const lines = (await demoSignIns(database.db)).map((s) => `  ${s.label}: ${s.email} / ${s.password}`)
    if (lines.length) banner.push('Demo sign-ins (DEMO_DATA=false hides this):', ...lines)
    // Other staff must set up two-step sign-in (STAFF_TWO_STEP); the demo admin's printed sign-in works without it.
    if (lines.length && config.staffTwoStep) banner.push('  The demo admin needs no two-step sign-in while DEMO_DATA is on; other staff do (STAFF_TWO_STEP).')
  }
  return banner.join('\n')
}
