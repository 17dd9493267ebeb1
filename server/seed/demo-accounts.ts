import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Config } from '../config.ts'
import type { Database, Role } from '../db/schema.ts'
import { createPaidMember, createUser, type UserOverrides } from './factories/accounts.ts'

const SIGN_INS_KEY = 'demo:sign-ins'

/** Every demo account's email is on this domain, which no one can own: a demo person is never mistaken for a real one. */
export const DEMO_DOMAIN = 'demo.scholarhub.example'
/** The demo admin: exempt from staff two-step sign-in while DEMO_DATA is on, so the printed sign-in works as it is. */
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`

/** The demo admin needs no two-step sign-in while demo data is on: the start message prints its password for all. */
export const demoAdminExempt = (config: Pick<Config, 'demoData'>) => (email: string) => config.demoData && email === DEMO_ADMIN_EMAIL

export interface DemoSignIn {
  label: string
  email: string
  password: string
}

/**
 * Accounts to try the product with: an admin, a member with a paid plan, a free member and an expert.
 * Their password is random per database (a fixed one would open every forgotten demo install to anyone)
 * and kept in app_meta so each start can print it.
 */
export async function seedDemoAccounts(db: Kysely<Database>) {
  const password = randomBytes(9).toString('base64url')
  const idOf = async (table: 'qualifications' | 'professions', slug: string) =>
    (await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst())?.id ?? null
  const subjectIds = async (...slugs: string[]) => (await db.selectFrom('subjects').select('id').where('slug', 'in', slugs).execute()).map((r) => r.id)

  // `plan`: the seeded plan a paid member subscribes to.
  const people: { label: string; role: Role; plan?: string; name: string; email: string; details: UserOverrides }[] = [
    { label: 'admin', role: 'admin', name: 'Scholar Hub Admin', email: DEMO_ADMIN_EMAIL, details: {} },
    {
      label: 'member with a paid plan',
      role: 'user',
      plan: 'scholar-plus',
      name: 'Dr. Kavya Menon',
      email: `member@${DEMO_DOMAIN}`,
      details: { qualificationId: await idOf('qualifications', 'md-ms'), professionId: await idOf('professions', 'physician'), subjectIds: await subjectIds('cardiology', 'pharmacology') },
    },
    {
      label: 'free member',
      role: 'user',
      name: 'Rohan Gupta',
      email: `free@${DEMO_DOMAIN}`,
      details: { qualificationId: await idOf('qualifications', 'mbbs'), professionId: await idOf('professions', 'student'), subjectIds: await subjectIds('anatomy', 'physiology') },
    },
    {
      label: 'expert',
      role: 'expert',
      name: 'Prof. Anil Sharma',
      email: `expert@${DEMO_DOMAIN}`,
      details: {
        qualificationId: await idOf('qualifications', 'phd'),
        professionId: await idOf('professions', 'professor'),
        subjectIds: await subjectIds('epidemiology', 'public-health', 'community-medicine'),
        bio: 'Epidemiologist with twenty years of work on community health studies and systematic reviews.',
      },
    },
  ]
  for (const person of people) {
    const account = { ...person.details, name: person.name, email: person.email, password }
    // Nobody paid for it: staff granted it, as the Dashboard and Plan Management both say.
    if (person.plan) await createPaidMember(db, { ...account, planSlug: person.plan, courtesy: true })
    else await createUser(db, { ...account, role: person.role })
  }

  const signIns: DemoSignIn[] = people.map((p) => ({ label: p.label, email: p.email, password }))
  await db.insertInto('app_meta').values({ key: SIGN_INS_KEY, value: JSON.stringify(signIns) }).execute()
}

/**
 * A staff member of each built-in staff role but admin, so a newcomer can see what an editor, a moderator or a support
 * person may open. With the other demo accounts' password, added to their sign-ins (a database seeded before them
 * gets them at its next start).
 */
export async function seedDemoStaff(db: Kysely<Database>) {
  const signIns = await demoSignIns(db)
  const password = signIns[0]?.password ?? randomBytes(9).toString('base64url')
  const staff: { role: Role; name: string }[] = [
    { role: 'editor', name: 'Meera Pillai' },
    { role: 'moderator', name: 'Arjun Bose' },
    { role: 'support', name: 'Sana Qureshi' },
  ]
  const added = staff.map(({ role, name }) => ({ label: role, role, name, email: `${role}@${DEMO_DOMAIN}`, password }))
  for (const person of added) await createUser(db, { name: person.name, email: person.email, password, role: person.role })
  const value = JSON.stringify([...signIns, ...added.map(({ label, email }) => ({ label, email, password }))])
  await db.insertInto('app_meta').values({ key: SIGN_INS_KEY, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute()
}

/** The demo accounts' sign-ins, or none when demo data was never loaded into this database. */
export async function demoSignIns(db: Kysely<Database>): Promise<DemoSignIn[]> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', SIGN_INS_KEY).executeTakeFirst()
  return row ? (JSON.parse(row.value) as DemoSignIn[]) : []
}
