import { sql } from 'kysely'
import { userStatuses } from '../../contract/user-statuses.ts'
import { AdminUserListQuery } from '../../contract/users.ts'
import { adminSession, fillStaff, generatedMembers } from './admin-fill.ts'
import { shape } from './list-shapes.ts'
import { byRows } from './shape-words.ts'
import type { List, ListRequest } from './lists.ts'
import { memberParts } from './member-names.ts'
import { staffShapes, type StaffSource } from './staff-shapes.ts'

const PATH = '/api/admin/users'
/** The kinds of the mix, in the order each round of `userListRequests` adds them. */
const KINDS = ['later pages', 'an address typed up to its @', 'a full name', 'three digits', 'a status, pages 1–4', 'role and plan', 'joined in a month', 'unverified, joined before, a surname']

const DAY_MS = 24 * 60 * 60 * 1000
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)

/**
 * User Management's list as staff use it, over the bench's generated members (`member-names.ts`, one in thirty
 * unverified, joined over two years): later pages, an address typed up to its @, a full name, three digits, each
 * status, role and plan filter, joining periods, and a few of them together. Every request names rows that exist;
 * the mix is the same on every run.
 */
function userListRequests(members: number): ListRequest[] {
  const pick = (i: number) => 1 + ((i * 7919) % members)
  const requests: string[] = []
  for (let i = 0; i < 40; i++) {
    const n = pick(i)
    const { first, last, mailbox } = memberParts(n)
    const from = day((i % 20) * 30 * DAY_MS + 30 * DAY_MS)
    const to = day((i % 20) * 30 * DAY_MS)
    requests.push(
      `/api/admin/users?page=${1 + (i % 20)}`,
      `/api/admin/users?search=${encodeURIComponent(`${mailbox}@`)}`,
      `/api/admin/users?search=${encodeURIComponent(`${first} ${last}`)}`,
      `/api/admin/users?search=${String(n).slice(0, 3)}`,
      `/api/admin/users?status=${['active', 'unverified', 'suspended'][i % 3]}&page=${1 + (i % 4)}`,
      `/api/admin/users?role=user&plan=${i % 2 ? 'none' : 'free'}`,
      `/api/admin/users?joinedFrom=${from}&joinedTo=${to}`,
      `/api/admin/users?status=unverified&joinedTo=${day(DAY_MS)}&search=${last}`,
    )
  }
  return requests.map((path, i) => ({ kind: KINDS[i % KINDS.length]!, path, signedIn: true }))
}

const members: StaffSource = { from: sql`users u`, where: sql<boolean>`u.deleted_at IS NULL`, at: sql`u.created_at`, day: sql`u.created_at` }

/** The staff's list of members (User Management), over the bench's generated members and a payment for every other. */
export const memberList: List = {
  name: 'members',
  path: PATH,
  table: 'users',
  fill: (db, count) => fillStaff(db, { members: count, payments: Math.floor(count / 2) }),
  signIn: adminSession,
  shapes: async (db) => [
    ...(await staffShapes(db, PATH, members, {
      query: AdminUserListQuery,
      filters: [
        { name: 'role', values: await byRows(db, sql`SELECT u.role AS value, count(*) AS rows FROM users u WHERE u.deleted_at IS NULL GROUP BY 1`), params: (role) => ({ role }) },
        {
          name: 'plan (none, or a plan held now)',
          values: await byRows(db, sql`
            SELECT coalesce(s.plan_id::text, 'none') AS value, count(*) AS rows
            FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active' AND s.end_date > now() WHERE u.deleted_at IS NULL GROUP BY 1`),
          params: (plan) => ({ plan }),
        },
      ],
      days: ({ from, to }) => ({ joinedFrom: from, joinedTo: to }),
      combined: shape(PATH, 'filters combined (active, no plan, role user)', { status: 'active', plan: 'none', role: 'user' }),
    })),
    ...userStatuses.map((status) => shape(PATH, `status ${status}`, { status })),
  ],
  mix: async (db) => userListRequests(await generatedMembers(db)),
}
