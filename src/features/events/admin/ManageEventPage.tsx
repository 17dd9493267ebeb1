import type { AdminEvent, EventValues } from '../../../../contract/admin-events.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { changedFields, EditItem, ManageItem, useSaved } from '../../admin/index.ts'
import { adminEvents } from '../api/admin-events.ts'
import { emptyEvent, eventFormSchema, fromItem } from './event-form.ts'
import { EventForm } from './EventForm.tsx'

const useEventSaved = () => useSaved('/admin-dashboard/events', 'Event saved.')

export function NewEventPage() {
  const create = adminEvents.useCreate()
  const saved = useEventSaved()
  // A new event starts on the admin's own clock; the form lets them choose the organiser's.
  const initial = emptyEvent(Intl.DateTimeFormat().resolvedOptions().timeZone)
  return (
    <ManageItem title="Manage Event">
      <EventForm initial={initial} onSave={async (values) => saved((await create.mutateAsync(values)).message)} />
    </ManageItem>
  )
}

const back = (
  <ButtonLink to="/admin-dashboard/events" variant="outline" size="sm">
    Back to the list
  </ButtonLink>
)

export function EditEventPage({ id }: { id: string }) {
  return (
    <ManageItem title="Manage Event">
      <EditItem id={id} query={adminEvents.itemQuery} noun="event" back={back}>
        {(event) => <EditEventForm event={event} />}
      </EditItem>
    </ManageItem>
  )
}

/** The form read from the item as it is; an edit sends what changed, judged with the item's own rules. */
function EditEventForm({ event }: { event: AdminEvent }) {
  const update = adminEvents.useUpdate(event.id)
  const saved = useEventSaved()
  const initial = fromItem(event)
  const schema = eventFormSchema({ isOnline: () => event.countryId === null, countryHasStates: () => false })
  return (
    <EventForm
      key={event.id}
      initial={initial}
      onSave={async (values: EventValues) => saved((await update.mutateAsync(changedFields(schema, initial, values))).message)}
    />
  )
}
