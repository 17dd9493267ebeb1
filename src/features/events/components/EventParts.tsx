import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { placeLabel, type Event } from '../../../../contract/events.ts'
import { eventWhen } from '../../../lib/event-time.ts'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import * as buttonStyles from '../../../ui/Button.css.ts'
import { cx } from '../../../ui/cx.ts'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Fact, VisitWebsite } from '../../../ui/ListScreen.tsx'
import { SaveButton } from '../../saved-items/index.ts'
import { eventKeys } from '../api/events-keys.ts'
import { calendarUrl, hasEnded } from '../format.ts'
import * as styles from './EventParts.css.ts'

// What an event's card and its page both show, so the two always say the same.

/** A moment or a span on the viewer's clock, with the one it was announced by beneath when that differs. */
export function EventClock({ dateTime, when }: { dateTime: string; when: { viewer: string; own: string | null } }) {
  return (
    <>
      <time dateTime={dateTime}>{when.viewer}</time>
      {when.own && <span className={styles.ownClock}>{when.own}</span>}
    </>
  )
}

/** When, what and where, and its credits; `children` adds facts of the caller's own. */
export function EventFacts({ event, children }: { event: Event; children?: ReactNode }) {
  return (
    <dl className={listStyles.facts}>
      <Fact label="Date" className={styles.wide}>
        <EventClock dateTime={event.startsAt} when={eventWhen(event)} />
      </Fact>
      <Fact label="Subject">{event.subject.title}</Fact>
      <Fact label="Type">{event.type.title}</Fact>
      <Fact label="Mode">{event.mode.title}</Fact>
      <Fact label="Location">{placeLabel(event)}</Fact>
      {event.cmeCredits !== null && <Fact label="CME/CPD credits">{event.cmeCredits}</Fact>}
      {children}
    </dl>
  )
}

/**
 * The event's site, and its calendar file while it is still to take place: a cancelled or past event is nothing to
 * plan around. Both are named for screen readers by the event's title.
 */
export function EventActions({ event }: { event: Event }) {
  const queryClient = useQueryClient()
  const upcoming = event.status !== 'cancelled' && !hasEnded(event)
  return (
    <div className={listStyles.cardActions}>
      <VisitWebsite link={event.link} title={event.title} />
      {/* Saved from the list, the card is what its page shows offline until the page is opened online. */}
      <SaveButton kind="event" id={event.slug} title={event.title} onSaved={() => queryClient.setQueryData(eventKeys.item(event.slug), (kept) => kept ?? event)} />
      {upcoming && (
        <a href={calendarUrl(event.slug)} download className={cx(buttonStyles.base, buttonStyles.variant.ghost, buttonStyles.size.sm)}>
          Add to calendar<span className={visuallyHidden}>: {event.title}</span>
        </a>
      )}
    </div>
  )
}
