import type { AdminEvent } from '../../../../contract/admin-events.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { AdminItemCard, ConfirmDelete } from '../../admin/index.ts'
import { adminEvents } from '../api/admin-events.ts'
import { eventWhen } from '../format.ts'

const statusTitles = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' } as const

export function AdminEventCard({ event }: { event: AdminEvent }) {
  const { labels } = event
  const remove = adminEvents.useDelete()
  const when = eventWhen(event)
  const place = labels.country ? [event.city, labels.state, labels.country].filter(Boolean).join(', ') : 'Online'
  return (
    <AdminItemCard
      id={`admin-event-${event.id}`}
      status={{ value: event.status, label: statusTitles[event.status] }}
      title={event.title}
      subtitle={event.organiser}
      facts={[
        ['Subject', labels.subject],
        ['Type', `${labels.type}, ${labels.mode.toLowerCase()}`],
        ['Location', place],
        ['When', when.own ?? when.viewer],
      ]}
      actions={
        <>
          <ButtonLink to="/admin-dashboard/events/$id/edit" params={{ id: String(event.id) }} variant="outline" size="sm" aria-label={`Edit ${event.title}`}>
            Edit
          </ButtonLink>
          <ConfirmDelete
            name={event.title}
            question="Delete this event?"
            consequence={`“${event.title}” by ${event.organiser} leaves the admin list, the public Events page and calendars.`}
            remove={() => remove.mutateAsync(event.id)}
            pending={remove.isPending}
            done="Event deleted."
          />
        </>
      }
    />
  )
}
