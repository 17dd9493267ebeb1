import { Link } from '@tanstack/react-router'
import type { Event } from '../../../../contract/events.ts'
import { Card } from '../../../ui/Card.tsx'
import { DemoBadge } from '../../../ui/DemoBadge.tsx'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { Fact } from '../../../ui/ListScreen.tsx'
import { nextDeadline, startsLabel } from '../format.ts'
import * as styles from './EventCard.css.ts'
import { EventActions, EventFacts } from './EventParts.tsx'
import * as partStyles from './EventParts.css.ts'

/** An event with what a person plans around: when (on their clock and the event's), where, and the next deadline; its title opens its page. */
export function EventCard({ event }: { event: Event }) {
  const deadline = nextDeadline(event)
  return (
    <Card className={listStyles.card}>
      <h3 className={listStyles.cardTitle}>
        <Link to="/event/$slug" params={{ slug: event.slug }} className={listStyles.cardTitleLink}>
          {event.title}
        </Link>
      </h3>
      <p className={styles.organiser}>{event.organiser}</p>
      <div className={styles.badges}>
        <p className={listStyles.cardBadge}>
          <time dateTime={event.startsAt}>{startsLabel(event)}</time>
        </p>
        <DemoBadge demo={event.demo} />
      </div>
      <EventFacts event={event}>
        {deadline && (
          <Fact label="Next deadline" className={partStyles.wide}>
            <time dateTime={deadline.at}>{deadline.label}</time>
          </Fact>
        )}
      </EventFacts>
      {event.description && <p className={styles.description}>{event.description}</p>}
      <EventActions event={event} />
    </Card>
  )
}
