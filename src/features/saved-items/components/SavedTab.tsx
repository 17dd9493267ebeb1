import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { savedKinds, savedKindTitles, type SavedItem, type SavedItems } from '../../../../contract/saved-items.ts'
import { formatDateTime } from '../../../lib/dates.ts'
import { eventWhen } from '../../../lib/event-time.ts'
import { navigateInApp } from '../../../lib/internal-link.ts'
import { safeWebLink } from '../../../lib/web-link.ts'
import { Button } from '../../../ui/Button.tsx'
import { TextField } from '../../../ui/form/TextField.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { useRemoveItem, useRenewCalendar } from '../api/saved-items-mutations.ts'
import { savedItemsQuery } from '../api/saved-items-queries.ts'
import * as rows from '../../../ui/RowList.css.ts'
import * as styles from './SavedTab.css.ts'

/** What has become of the item since it was saved, when that matters: read when shown, so a closing date passes offline too. */
function statusOf(item: SavedItem, now = Date.now()) {
  if (!item.available) return 'No longer listed'
  if (item.kind === 'vacancy' && item.closesAt && Date.parse(item.closesAt) <= now) return `This vacancy closed on ${formatDateTime(item.closesAt)}`
  if (item.kind === 'event' && item.endsAt && Date.parse(item.endsAt) <= now) return 'This event has ended'
  return null
}

function SavedEntry({ item }: { item: SavedItem }) {
  const router = useRouter()
  const remove = useRemoveItem()
  const { toast } = useToast()
  const status = statusOf(item)
  // Sites are what staff typed: only an http(s) address becomes a link, as on the cards.
  const website = item.kind === 'template' ? null : safeWebLink(item.link)
  const when = item.kind === 'event' && item.startsAt && item.endsAt && item.timeZone ? eventWhen({ startsAt: item.startsAt, endsAt: item.endsAt, timeZone: item.timeZone }) : null
  return (
    <li className={rows.row}>
      <div className={rows.text}>
        <a href={item.path} className={rows.name} onClick={(event) => navigateInApp(event, router, event.currentTarget)}>
          {item.title}
        </a>
        {item.subtitle && <span className={rows.muted}>{item.subtitle}</span>}
        {item.detail && <span className={rows.muted}>{item.detail}</span>}
        {item.kind === 'vacancy' && item.closesAt && !status && <span className={rows.muted}>Closes {formatDateTime(item.closesAt)}</span>}
        {when && (
          <span className={rows.muted}>
            {when.viewer}
            {when.own && ` (${when.own})`}
          </span>
        )}
        {status && <span className={styles.status}>{status}</span>}
      </div>
      <div className={rows.controls}>
        {item.kind === 'template' && item.link && (
          <a href={item.link} download className={rows.muted}>
            Download<span className={visuallyHidden}>: {item.title}</span>
          </a>
        )}
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer" className={rows.muted}>
            Visit website<span className={visuallyHidden}>: {item.title} (opens in a new tab)</span>
          </a>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ kind: item.kind, id: item.id }, { onError: (err) => toast({ tone: 'error', title: err.message }) })}
        >
          Remove<span className={visuallyHidden}>: {item.title}</span>
        </Button>
      </div>
    </li>
  )
}

/** The saved events as one calendar: the private address to subscribe to, which the member may renew. */
function CalendarFeed({ calendarUrl }: { calendarUrl: string }) {
  const renew = useRenewCalendar()
  const { toast } = useToast()
  const copy = () =>
    navigator.clipboard.writeText(calendarUrl).then(
      () => toast({ tone: 'success', title: 'Calendar address copied.' }),
      () => toast({ tone: 'error', title: 'Could not copy: select the address and copy it yourself.' }),
    )
  return (
    <div className={styles.calendar}>
      <p>Your saved events as one calendar: subscribe to this private address in any calendar app, and it follows what you save.</p>
      <TextField label="Calendar address" value={calendarUrl} readOnly onValueChange={() => undefined} onFocus={(event) => event.currentTarget.select()} />
      <div className={rows.controls}>
        <a href={calendarUrl} className={rows.muted}>
          Subscribe in your calendar app
        </a>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy address
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: ({ message }) => toast({ tone: 'success', title: message ?? 'New address made.' }),
              onError: (err) => toast({ tone: 'error', title: err.message }),
            })
          }
        >
          New address
        </Button>
      </div>
      <p className={rows.muted}>Anyone with the address can read these events. A new address stops every subscription to the old one.</p>
    </div>
  )
}

function SavedLists({ data }: { data: SavedItems }) {
  return (
    <>
      {savedKinds.map((kind) => {
        const items = data.items.filter((item) => item.kind === kind)
        if (!items.length && kind !== 'event') return null
        return (
          <section key={kind} className={styles.group} aria-label={savedKindTitles[kind]}>
            <h3 className={styles.kindHeading}>
              {savedKindTitles[kind]} ({items.length})
            </h3>
            {items.length > 0 && (
              <ul className={rows.list}>
                {items.map((item) => (
                  <SavedEntry key={`${item.kind}:${item.id}`} item={item} />
                ))}
              </ul>
            )}
            {kind === 'event' && <CalendarFeed calendarUrl={data.calendarUrl} />}
          </section>
        )
      })}
    </>
  )
}

/** The dashboard's saved items, under its 'Saved' tab: what the member saved, by kind, readable offline from the device's copy. */
export function SavedTab() {
  const query = useQuery(savedItemsQuery())
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Saved items
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading your saved items"
        pending={<Skeleton lines={6} />}
        errorTitle="We could not load your saved items."
      >
        {(data) => (
          <>
            {data.items.length === 0 && (
              <p className={styles.empty}>Nothing saved yet. Use Save on a vacancy, an event, a journal, an expert, a community post or a template to keep it here.</p>
            )}
            <SavedLists data={data} />
          </>
        )}
      </QueryState>
    </section>
  )
}
