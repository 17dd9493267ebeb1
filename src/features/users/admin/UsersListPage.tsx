import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { can } from '../../../../contract/permissions.ts'
import { userStatuses, type AdminUserRow } from '../../../../contract/users.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatDate } from '../../../lib/dates.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Button } from '../../../ui/Button.tsx'
import { SelectField } from '../../../ui/form/SelectField.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { SearchBox } from '../../../ui/SearchBox.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { listStyles as list } from '../../admin-kit/index.ts'
import { downloadUsersCsv, usersChoicesQuery, usersListQuery } from '../api/users-api.ts'
import { BulkActions } from './BulkActions.tsx'
import type { UsersListSearch } from './list-search.ts'
import { planLabel, statusLabel } from './user-texts.ts'
import * as styles from './Users.css.ts'

type Filter = Exclude<keyof UsersListSearch, 'page'>

/** User Management's list: search and filters in the address, the count, pages of 25, several selected at once. */
export function UsersListPage() {
  usePageMeta('User Management')
  const search = useSearch({ from: '/admin-dashboard/users/' })
  const navigate = useNavigate({ from: '/admin-dashboard/users/' })
  const query = useQuery({ ...usersListQuery(search), placeholderData: keepPreviousData })
  const { user } = useAuth()
  const manage = can(user, 'users.manage')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [exporting, setExporting] = useState(false)
  const { toast } = useToast()

  // A new filter starts at the first page and with nothing selected.
  const setFilter = (name: Filter, value: string | undefined) => {
    setSelected(new Set())
    void navigate({ to: '.', search: (prev) => ({ ...prev, [name]: value || undefined, page: undefined }), replace: true })
  }
  const toPage = (page: number) => {
    setSelected(new Set())
    void navigate({ to: '.', search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
  }
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadUsersCsv(search)
    } catch (err) {
      toast({ tone: 'error', title: err instanceof ApiError ? err.message : 'The export failed. Please try again.' })
    } finally {
      setExporting(false)
    }
  }

  const data = query.data
  const page = search.page ?? 1
  return (
    <section className={list.page} aria-labelledby="admin-users-title">
      <div className={list.header}>
        <h1 id="admin-users-title" className={list.title}>
          User Management
        </h1>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <SearchBox
        value={search.search ?? ''}
        onSearch={(text) => setFilter('search', text)}
        label="Search accounts"
        placeholder="Search by name or email..."
        maxLength={200}
        withButton={false}
        className={list.search}
        inputClassName={list.searchInput}
      />
      <Filters search={search} setFilter={setFilter} />
      {query.isError && <Notice tone="error" role="alert" title="We could not load the accounts." />}
      {data && (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {data.totalIsMore ? `More than ${data.total.toLocaleString('en')} accounts` : data.total === 1 ? '1 account' : `${data.total.toLocaleString('en')} accounts`}
            </p>
            {manage && selected.size > 0 && <BulkActions ids={[...selected]} onDone={() => setSelected(new Set())} />}
          </div>
          {data.users.length === 0 ? (
            <p className={styles.muted}>No account matches.</p>
          ) : (
            <ul className={styles.rows} aria-label="Accounts">
              {data.users.map((row) => (
                <UserRow key={row.id} row={row} selectable={manage && row.id !== user?.id} selected={selected.has(row.id)} toggle={toggle} />
              ))}
            </ul>
          )}
          <nav className={styles.paging} aria-label="Pages">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => toPage(page - 1)}>
              Previous
            </Button>
            <span>Page {page}</span>
            <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => toPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </section>
  )
}

function Filters({ search, setFilter }: { search: UsersListSearch; setFilter: (name: Filter, value: string | undefined) => void }) {
  const data = useQuery(usersChoicesQuery()).data
  const roles = data?.roles.map((r) => ({ value: r.slug, label: r.name })) ?? (search.role ? [{ value: search.role, label: search.role }] : [])
  const plans = [
    { value: 'none', label: 'No plan' },
    { value: 'free', label: 'Free plan' },
    ...(data?.plans.filter((p) => !p.isFree).map((p) => ({ value: String(p.id), label: p.title })) ?? []),
  ]
  return (
    <div className={styles.filters}>
      <SelectField label="Role" value={search.role ?? ''} placeholder="All roles" options={roles} onValueChange={(v) => setFilter('role', v)} />
      <SelectField label="Status" value={search.status ?? ''} placeholder="All" options={userStatuses.map((s) => ({ value: s, label: statusLabel[s] }))} onValueChange={(v) => setFilter('status', v)} />
      <SelectField label="Plan" value={search.plan ?? ''} placeholder="Any plan" options={plans} onValueChange={(v) => setFilter('plan', v)} />
      <TextField label="Joined from" type="date" value={search.joinedFrom ?? ''} onValueChange={(v) => setFilter('joinedFrom', v)} />
      <TextField label="Joined to" type="date" value={search.joinedTo ?? ''} onValueChange={(v) => setFilter('joinedTo', v)} />
    </div>
  )
}

function UserRow({ row, selectable, selected, toggle }: { row: AdminUserRow; selectable: boolean; selected: boolean; toggle: (id: string) => void }) {
  return (
    <li className={styles.row}>
      {selectable ? <input type="checkbox" className={styles.check} checked={selected} onChange={() => toggle(row.id)} aria-label={`Select ${row.name}`} /> : <span />}
      <div className={styles.rowFacts}>
        <div>
          <Link to="/admin-dashboard/users/$id" params={{ id: row.id }} className={styles.name}>
            {row.name}
          </Link>
          <p className={styles.muted}>{row.email}</p>
        </div>
        <span>{row.roleName}</span>
        <span className={list.status} data-status={row.status === 'suspended' ? 'canceled' : row.status === 'active' ? 'open' : 'new'}>
          {statusLabel[row.status]}
        </span>
        <span>{planLabel(row.plan)}</span>
        <p className={styles.muted}>
          Joined {formatDate(row.joined)}
          <br />
          {row.lastSeen ? `Last seen ${formatDate(row.lastSeen)}` : 'Never signed in'}
        </p>
      </div>
    </li>
  )
}
