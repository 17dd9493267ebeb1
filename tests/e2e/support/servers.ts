import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The e2e servers' ports: the main one (mail to the outbox) and one that sends mail over SMTP. */
export const e2ePorts = (base = Number(process.env.E2E_PORT)) => ({ main: base, smtp: base + 1, smtpSink: base + 2 })

const FIRST_PORT = 3200
const SLOTS = 250
const PORTS_PER_SLOT = Object.keys(e2ePorts(0)).length

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The first port of a slot of e2e ports that no other run on this machine holds, so two `npm test` runs side by side
 * never start servers on the same port. A slot is held by a lock file only one process can create, released when this
 * process exits, and taken over when the process that made it is gone.
 */
export function claimE2EPorts() {
  for (let i = 0; i < SLOTS; i++) {
    const base = FIRST_PORT + ((process.pid + i) % SLOTS) * PORTS_PER_SLOT
    const lock = path.join(os.tmpdir(), `scholar-hub-e2e-${base}.lock`)
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
    } catch {
      if (isRunning(Number(readFileSync(lock, 'utf8')))) continue
      writeFileSync(lock, String(process.pid))
    }
    process.on('exit', () => rmSync(lock, { force: true }))
    return base
  }
  throw new Error(`every slot of e2e ports from ${FIRST_PORT} is held by a running test run`)
}

/**
 * Each server's data directory, fixed per port so the tests can read the mail it writes. The server empties
 * it at start, so every run begins from the seed.
 */
export const e2eDataDir = (port: number) => path.join(os.tmpdir(), `scholar-hub-e2e-${port}`)

/** Where the main server's database address is written (serve.ts), outside its data directory, which it empties. */
export const e2eDatabaseUrlFile = (port: number) => path.join(os.tmpdir(), `scholar-hub-e2e-${port}.database-url`)

/**
 * The staff account every e2e server creates from ADMIN_EMAIL and ADMIN_PASSWORD, for what only staff may do.
 * Staff pass every plan check without a plan, so it never stands in for a paid member.
 */
export const e2eAdmin = { email: 'admin@e2e.scholarhub.example', password: 'e2e-admin-pass-1' }

/**
 * The paid member every e2e server has (serve.ts): a verified member, not staff, subscribed to Scholar Plus, so
 * signing in as them goes through the real plan check. The demo accounts' password is random per database.
 */
export const e2ePaidMember = { email: 'member@e2e.scholarhub.example', password: 'e2e-member-pass-1' }

/**
 * A second paid member, for the chat alone: a member's conversation with an expert is one per pair, so the chat's
 * checks of unread counts and 'Seen' would meet whatever another spec does as `e2ePaidMember`.
 */
export const e2eChatMember = { email: 'chat-member@e2e.scholarhub.example', name: 'Dr. Leela Nair', password: 'e2e-chat-pass-1' }

/**
 * The demo expert (server/seed/demo-accounts.ts, listed by the demo experts), whose random password serve.ts replaces
 * with this one, so the chat can be tried from the expert's side as from the member's.
 */
export const e2eDemoExpert = { email: 'expert@demo.scholarhub.example', name: 'Prof. Anil Sharma', password: 'e2e-expert-pass-1' }

/**
 * A real (not demo) expert every e2e server lists (serve.ts), unverified: a demo expert is never shown as verified,
 * so staff verifying one and the badge showing is tried on this one.
 */
export const e2eExpert = { email: 'farah.qureshi@e2e.scholarhub.example', name: 'Dr. Farah Qureshi', languages: ['English', 'Urdu'] }

/**
 * A free member of the research community, past their first day, as the community's tighter first-day limits would
 * refuse a second test's post.
 */
export const e2eCommunityMember = { email: 'community-desktop@e2e.scholarhub.example', name: 'Dr. Omar Siddiqui', password: 'e2e-community-pass-2' }
