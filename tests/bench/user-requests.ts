import type { AdminSize } from './admin-fill.ts'
import { memberParts } from './member-names.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10)

/**
 * User Management's list as staff use it, over the bench's generated members (`member-names.ts`, one in thirty
 * unverified, joined over two years): later pages, an address typed up to its @, a full name, three digits, each
 * status, role and plan filter, joining periods, and a few of them together. Every request names rows that exist;
 * the mix is the same on every run.
 */
export function userListRequests({ members }: AdminSize): string[] {
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
  return requests
}
