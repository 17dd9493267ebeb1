import type { Event } from '../../../../contract/events.ts'
import * as buttonStyles from '../../../ui/Button.css.ts'
import { Card } from '../../../ui/Card.tsx'
import { cx } from '../../../ui/cx.ts'
import * as listStyles from '../../../ui/ListScreen.css.ts'
import { VisitWebsite } from '../../../ui/ListScreen.tsx'
import { visuallyHidden } from '../../../styles/utilities.css.ts'
import { calendarUrl, eventWhen, nextDeadline, placeLabel, startsLabel } from '../format.ts'
import * as styles from './EventCard.css.ts'

/** An event with what a person plans around: when (on their clock and the event's), where, and the next deadline. */
export function EventCard({ event }: { event: Event }) {
  const when = eventWhen(event)
  const deadline = nextDeadline(event)
  return (
    <Card className={listStyles.card}>
      <h3 className={listStyles.cardTitle}>{event.title}</h3>
      <p className={styles.organiser}>{event.organiser}</p>
      <p className={cx(listStyles.cardBadge, styles.badge)}>
        <time dateTime={event.startsAt}>{startsLabel(event)}</time>
      </p>
      <dl className={listStyles.facts}>
        <div className={cx(listStyles.fact, styles.wide)}>
          <dt>Date</dt>
          <dd>
            <time dateTime={event.startsAt}>{when.viewer}</time>
            {when.own && <span className={styles.ownClock}>{when.own}</span>}
          </dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Subject</dt>
          <dd>{event.subject.title}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Type</dt>
          <dd>{event.type.title}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Mode</dt>
          <dd>{event.mode.title}</dd>
        </div>
        <div className={listStyles.fact}>
          <dt>Location</dt>
          <dd>{placeLabel(event)}</dd>
        </div>
        {event.cmeCredits !== null && (
          <div className={listStyles.fact}>
            <dt>CME/CPD credits</dt>
            <dd>{event.cmeCredits}</dd>
          </div>
        )}
        {deadline && (
          <div className={cx(listStyles.fact, styles.wide)}>
            <dt>Next deadline</dt>
            <dd>
              <time dateTime={deadline.at}>{deadline.label}</time>
            </dd>
          </div>
        )}
      </dl>
      {event.description && <p className={styles.description}>{event.description}</p>}
      <div className={styles.actions}>
        <VisitWebsite link={event.link} title={event.title} />
        <a href={calendarUrl(event.slug)} download className={cx(buttonStyles.base, buttonStyles.variant.ghost, buttonStyles.size.sm)}>
          Add to calendar<span className={visuallyHidden}>: {event.title}</span>
        </a>
      </div>
    </Card>
  )
}
