import { expressionBuilder, sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import { USERS_COUNT_CAP, USERS_PAGE_SIZE, type UserFilters } from '../../../contract/users.ts'
import type { Database } from '../../db/schema.ts'
import { withinDays } from '../../lib/days.ts'
import type { UsersTable } from '../../db/schema/account.ts'
import { likePattern } from '../../db/full-text.ts'
import { pageWindow } from '../../db/paging.ts'
import { columnOrder, walkedPage, type SelectOf } from '../../db/walked-page.ts'
import { statusOf, suspendedNow } from '../../core/auth/suspension.ts'

type UsersQuery = SelectQueryBuilder<Database & { u: UsersTable }, 'u', object>

const AUDIT_ENTRIES = 50
const RECENT_ACTIVITY = 20

/** The active plan now: at most one row per account (a unique index keeps one active subscription each). */
const activePlan = sql<boolean>`s.status = 'active' AND s.end_date > now()`

/**
 * What an account must be for the filters to keep it. Dates are whole UTC days, both ends included.
 */
function conditions(f: UserFilters): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database & { u: UsersTable }, 'u'>()
  const all: Expression<SqlBool>[] = []
  if (f.search) {
    const pattern = likePattern(f.search)
    // Name and email joined are what the trigram index holds (migration 017). Without a space the text cannot span
    // the two, so that one match is exact; with one, each column is asked on its own as well.
    all.push(sql<SqlBool>`(u.name || ' ' || u.email) ILIKE ${pattern}`)
    if (/\s/.test(f.search)) all.push(eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]))
  }
  if (f.role !== undefined) all.push(eb('u.role', '=', f.role))
  if (f.status === 'suspended') all.push(suspendedNow('u'))
  else if (f.status) all.push(sql<SqlBool>`NOT ${suspendedNow('u')}`, eb('u.email_verified_at', f.status === 'unverified' ? 'is' : 'is not', null))
  if (f.plan === 'none') {
    all.push(eb.not(eb.exists(eb.selectFrom('subscriptions as s').select(sql`1`.as('one')).whereRef('s.user_id', '=', 'u.id').where(activePlan))))
  } else if (f.plan !== undefined) {
    // The holders of a plan are read from its subscriptions (an index by plan): walking every account in the list's
    // order to find a plan few or none hold would read them all.
    const held = eb.selectFrom('subscriptions as s').innerJoin('plans as p', 'p.id', 's.plan_id').select('s.user_id').where(activePlan)
    // As an array read once, the holders lead: the planner looks them up by id instead of walking every account.
    all.push(sql<SqlBool>`u.id = ANY(ARRAY(${f.plan === 'free' ? held.where('p.is_free', '=', true) : held.where('p.id', '=', f.plan)}))`)
  }
  if (f.joinedFrom || f.joinedTo) all.push(withinDays('u.created_at', { from: f.joinedFrom, to: f.joinedTo }))
  return all
}

/** Every account but the deleted ones, which are kept for their posts and payments but are no longer members to manage. */
const members = (db: Kysely<Database>): UsersQuery => db.selectFrom('users as u').where('u.deleted_at', 'is', null)

/** The accounts the filters keep. */
const filtered = (db: Kysely<Database>, f: UserFilters) => conditions(f).reduce((query, condition) => query.where(condition), members(db))

/** The list's order, newest first; the id breaks ties so that pages never overlap. */
const newestFirst = (query: UsersQuery) => query.orderBy('u.created_at', 'desc').orderBy('u.id', 'desc')

/**
 * What a row of the list and of the CSV shows, for the accounts `picked` chose. A page's ids are read first, from the
 * list's own index (its filters and order on `users` alone, then its limit); only those rows are joined to their
 * role, plan and sessions. Joined first, every row an offset skips would be joined too.
 */
const rows = (db: Kysely<Database>, picked: SelectOf<{ id: string }>) =>
  db
    .selectFrom(picked.as('picked'))
    .innerJoin('users as u', 'u.id', 'picked.id')
    .innerJoin('roles as r', 'r.slug', 'u.role')
    .leftJoin('subscriptions as s', (join) => join.onRef('s.user_id', '=', 'u.id').on(activePlan))
    .leftJoin('plans as p', 'p.id', 's.plan_id')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.email_verified_at as verifiedAt',
      'u.role',
      'r.name as roleName',
      statusOf('u').as('status'),
      'u.suspended_at as suspendedAt',
      'u.suspended_until as suspendedUntil',
      'u.suspension_reason as suspensionReason',
      'p.id as planId',
      'p.title as planTitle',
      's.source as planSource',
      's.end_date as planEnd',
      'u.created_at as joined',
      eb.selectFrom('sessions as x').select((x) => x.fn.max('x.last_seen_at').as('m')).whereRef('x.user_id', '=', 'u.id').as('lastSeen'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')

/** No filter at all: the count is the kept member count, not a capped count of matches. */
const unfiltered = (f: UserFilters) => Object.values({ ...f, search: f.search || undefined }).every((value) => value === undefined)

/**
 * How many accounts the filters keep. Every account, unfiltered, is the kept member count (the Dashboard's): exact
 * for one row. Filtered, they are counted up to one past the cap, so a broad filter costs the cap's rows, not the
 * table's.
 */
function matchCount(db: Kysely<Database>, f: UserFilters) {
  if (unfiltered(f)) return db.selectFrom('row_counts').select('rows').where('table_name', '=', 'users')
  return db.selectFrom(filtered(db, f).select(sql`1`.as('one')).limit(USERS_COUNT_CAP + 1).as('kept')).select((eb) => eb.fn.countAll<string>().as('n'))
}

/**
 * A page of the list, with the count of every account the filters keep riding on it. The count, uncorrelated, is
 * worked out only when a full page asks for it, and then once.
 */
function listPage(db: Kysely<Database>, filters: UserFilters, page: number) {
  const candidates = members(db).select(['u.id', 'u.created_at'])
  return walkedPage(db, { candidates, narrowing: conditions(filters), order: columnOrder('created_at', 'desc'), table: 'u', relation: 'users', walk: 'table' }, page, USERS_PAGE_SIZE, (picked) =>
    rows(db, picked)
      .select(sql<number | null>`CASE WHEN count(*) OVER () > ${sql.lit(USERS_PAGE_SIZE)} THEN (${matchCount(db, filters)}) END`.as('matches'))
      .execute(),
  )
}

export type UserRowRecord = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number]

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async list(filters: UserFilters, page: number) {
      const { offset } = pageWindow(page, USERS_PAGE_SIZE)
      const { items, hasMore } = await listPage(db, filters, page)
      const list = items.map(({ matches: _matches, ...row }) => row)
      if (!hasMore && (items.length > 0 || page === 1)) return { items: list, hasMore, total: offset + items.length, totalIsMore: false }
      // A page past the end has no row to carry the count: only then is it asked alone.
      const total = Number(items[0]?.matches ?? (await db.selectNoFrom(matchCount(db, filters).as('matches')).executeTakeFirstOrThrow()).matches)
      const more = !unfiltered(filters) && total > USERS_COUNT_CAP
      return { items: list, hasMore, total: more ? USERS_COUNT_CAP : total, totalIsMore: more }
    },

    /**
     * The next `size` filtered accounts, newest first, after `last` (by created_at, then id): an export reads the
     * list this way, so only one batch is in memory and no offset grows with the list.
     */
    batch(filters: UserFilters, last: { joined: Date; id: string } | undefined, size: number) {
      let picked = filtered(db, filters)
      if (last) {
        const { joined, id } = last
        picked = picked.where((eb) => eb.or([eb('u.created_at', '<', joined), eb.and([eb('u.created_at', '=', joined), eb('u.id', '<', id)])]))
      }
      return rows(db, newestFirst(picked).select('u.id').limit(size)).execute()
    },

    /** What the list's filters and actions offer: every role and plan, read in one statement. */
    choices: () =>
      db
        .selectNoFrom((eb) => [
          jsonArrayFrom(eb.selectFrom('roles').select(['slug', 'name', 'permissions']).orderBy('built_in', 'desc').orderBy('name')).as('roles'),
          jsonArrayFrom(eb.selectFrom('plans').select(['id', 'title', 'is_free as isFree']).orderBy('position').orderBy('id')).as('plans'),
        ])
        .executeTakeFirstOrThrow(),

    one: (id: string) =>
      rows(db, db.selectFrom('users as u').select('u.id').where('u.id', '=', id))
        .select(['u.bio'])
        .executeTakeFirst(),

    planHistory: (id: string) =>
      db
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .leftJoin('payment_orders as o', 'o.id', 's.payment_order_id')
        .leftJoin('users as g', 'g.id', 's.granted_by')
        .select([
          's.id',
          'p.title as planTitle',
          's.start_date as startDate',
          's.end_date as endDate',
          sql<string>`CASE WHEN s.status = 'active' AND s.end_date <= now() THEN 'expired' ELSE s.status END`.as('status'),
          's.source',
          'g.name as grantedBy',
          'o.id as paymentId',
          'o.amount_minor as amount',
          'o.currency',
          'o.status as paymentStatus',
          'o.created_at as paidAt',
          'o.paypal_order_id as paypalOrderId',
          'o.capture_id as captureId',
        ])
        .where('s.user_id', '=', id)
        .orderBy('s.start_date', 'desc')
        .orderBy('s.created_at', 'desc')
        .execute(),

    devices: (id: string) =>
      db
        .selectFrom('sessions')
        .select(['id', 'user_agent as userAgent', 'created_at as createdAt', 'last_seen_at as lastSeenAt'])
        .where('user_id', '=', id)
        .where('expires_at', '>', sql<Date>`now()`)
        .orderBy('last_seen_at', 'desc')
        .execute(),

    activity: (id: string) =>
      db
        .selectFrom('activities')
        .select(['id', 'text', 'created_at as createdAt'])
        .where('user_id', '=', id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_ACTIVITY)
        .execute(),

    async counts(id: string) {
      const count = (table: 'community_posts' | 'community_comments', column: 'author_id') =>
        db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where(column, '=', id).executeTakeFirstOrThrow()
      const [posts, comments, conversations] = await Promise.all([
        count('community_posts', 'author_id'),
        count('community_comments', 'author_id'),
        db
          .selectFrom('conversations')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where((eb) => eb.or([eb('member_id', '=', id), eb('expert_id', '=', id)]))
          .executeTakeFirstOrThrow(),
      ])
      return { posts: Number(posts.n), comments: Number(comments.n), conversations: Number(conversations.n) }
    },

    audit: (id: string) =>
      db
        .selectFrom('audit_log')
        .select(['id', 'at', 'actor_name as actorName', 'actor_role as actorRole', 'action', 'reason', 'before', 'after'])
        .where('record_type', '=', 'user')
        .where('record_id', '=', id)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(AUDIT_ENTRIES)
        .execute(),

    /** The account as an action changes it, locked until the transaction ends so two staff cannot race on it. */
    lockedAccount: (trx: Kysely<Database>, id: string) =>
      trx
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.slug', 'u.role')
        .select([
          'u.id',
          'u.name',
          'u.email',
          'u.role',
          'r.name as roleName',
          'r.permissions',
          'u.email_verified_at as verifiedAt',
          'u.suspension_reason as reason',
          'u.suspended_until as until',
          suspendedNow('u').as('suspended'),
        ])
        .where('u.id', '=', id)
        .forUpdate('u')
        .executeTakeFirst(),

    /** Admins who could still act, besides `exceptId`: verified, not suspended. */
    async otherActiveAdmins(trx: Kysely<Database>, exceptId: string) {
      const row = await trx
        .selectFrom('users as u')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('u.role', '=', 'admin')
        .where('u.id', '<>', exceptId)
        .where('u.email_verified_at', 'is not', null)
        .where(sql<boolean>`NOT ${suspendedNow('u')}`)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** Verified admins, whom a role change is mailed to. */
    admins: () => db.selectFrom('users').select(['name', 'email']).where('role', '=', 'admin').where('email_verified_at', 'is not', null).execute(),

    suspend: (trx: Kysely<Database>, id: string, { reason, until }: { reason: string; until: Date | null }) =>
      trx.updateTable('users').set({ suspended_at: sql<Date>`now()`, suspended_until: until, suspension_reason: reason }).where('id', '=', id).execute(),

    unsuspend: (trx: Kysely<Database>, id: string) =>
      trx.updateTable('users').set({ suspended_at: null, suspended_until: null, suspension_reason: null }).where('id', '=', id).execute(),

    markVerified: (trx: Kysely<Database>, id: string) =>
      trx.updateTable('users').set({ email_verified_at: sql<Date>`now()`, updated_at: new Date() }).where('id', '=', id).execute(),

    /** A role by its slug, with what it may do: the role a staff member would give. */
    role: (trx: Kysely<Database>, slug: string) => trx.selectFrom('roles').select(['slug', 'name', 'permissions']).where('slug', '=', slug).executeTakeFirst(),

    setRole: (trx: Kysely<Database>, id: string, role: string) => trx.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute(),
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
