import { useQuery } from '@tanstack/react-query'
import { deadlineTitles, eventPageMeta, type Event } from '../../../../contract/events.ts'
import { deadlineWhen } from '../../../lib/event-time.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { cx } from '../../../ui/cx.ts'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import * as detailStyles from '../../../ui/DetailScreen.css.ts'
import { BackLink, DetailHeader, DetailScreen } from '../../../ui/DetailScreen.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Fact } from '../../../ui/ListScreen.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { TitledSection } from '../../../ui/TitledSection.tsx'
import { eventQuery } from '../api/events-queries.ts'
import { hasEnded, startsLabel, timeLeft } from '../format.ts'
import * as styles from './EventDetailPage.css.ts'
import { EventActions, EventClock, EventFacts } from './EventParts.tsx'

/** One event's page: everything its card says, every deadline, the whole description, its site and its calendar file. */
export function EventDetailPage({ slug }: { slug: string }) {
  const query = useQuery(eventQuery(slug))
  const meta = query.data && eventPageMeta(query.data)
  usePageMeta(meta?.title, meta?.description)

  return (
    <DetailScreen back={<BackLink to="/event">All events</BackLink>} query={query} loadingLabel="Loading the event" errorTitle="We could not load this event.">
      {(event) => <EventDetails event={event} />}
    </DetailScreen>
  )
}

/** Whether it is still to come, or running; else that it was cancelled or is over, said plainly. */
function EventState({ event }: { event: Event }) {
  if (event.status === 'cancelled') return <Notice title="This event has been cancelled.">The organiser’s website may say more.</Notice>
  if (hasEnded(event)) return <Notice title="This event has ended.">Upcoming events are all in the list.</Notice>
  return (
    <p className={cx(listStyles.cardBadge, detailStyles.start)}>
      <time dateTime={event.startsAt}>{startsLabel(event)}</time>
    </p>
  )
}

// A cancelled event has nothing to submit or register for, so its deadlines are left out rather than counted down.
function Deadlines({ event }: { event: Event }) {
  if (!event.deadlines.length || event.status === 'cancelled') return null
  return (
    <TitledSection title="Deadlines">
      <dl className={listStyles.facts}>
        {event.deadlines.map((deadline) => {
          const left = timeLeft(deadline.at)
          return (
            <Fact key={deadline.kind} label={deadlineTitles[deadline.kind]}>
              <EventClock dateTime={deadline.at} when={deadlineWhen(deadline, event.timeZone)} />
              <span className={styles.countdown}>{left ? `Closes ${left}` : 'Closed'}</span>
            </Fact>
          )
        })}
      </dl>
    </TitledSection>
  )
}

function EventDetails({ event }: { event: Event }) {
  return (
    <article className={detailStyles.column}>
      <DetailHeader title={event.title} subtitle={event.organiser} />
      <DemoBadge demo={event.demo} />
      <EventState event={event} />
      <EventFacts event={event} />
      <EventActions event={event} />
      <Deadlines event={event} />
      {event.description && (
        <TitledSection title="About the event">
          <p className={detailStyles.description}>{event.description}</p>
        </TitledSection>
      )}
    </article>
  )
}
