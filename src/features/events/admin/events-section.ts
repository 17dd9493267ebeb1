import { AdminEvent, EventInput, EventPatch } from '../../../../contract/admin-events.ts'
import type { ComponentType } from 'react'
import { eventWhen } from '../../../lib/event-time.ts'
import { adminCollection, adminSection, sectionForm, type FieldsProps } from '../../admin-kit/index.ts'
import { emptyEvent, eventFormSchema, fromItem, type EventFormValues } from './event-form.ts'
import { EventFields } from './EventFields.tsx'

const statusTitles = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' } as const

/** Events Management's calls, which Courses Management makes too: courses are events. */
export const adminEvents = adminCollection({ name: 'events', path: 'admin/events', item: AdminEvent, input: EventInput, patch: EventPatch })

/** The event form with its fields: every event's, or those of a course (the course types alone to choose from). */
export const eventForm = (Fields: ComponentType<FieldsProps<EventFormValues>>) =>
  sectionForm({
    lookups: true,
    // A new event starts on the admin's own clock; the form lets them choose the organiser's.
    empty: () => emptyEvent(Intl.DateTimeFormat().resolvedOptions().timeZone),
    fromItem,
    schema: ({ lookups, countryHasStates }) =>
      eventFormSchema({ isOnline: (modeId) => lookups?.eventModes.find((mode) => mode.id === modeId)?.slug === 'online', countryHasStates }),
    Fields,
  })

/** A card's facts: what, where and when. */
export const eventCard = (event: AdminEvent) => {
  const { labels } = event
  const when = eventWhen(event)
  return {
    status: { value: event.status, label: statusTitles[event.status] },
    title: event.title,
    subtitle: event.organiser,
    facts: [
      ['Subject', labels.subject],
      ['Type', `${labels.type}, ${labels.mode.toLowerCase()}`],
      ['Location', labels.country ? [event.city, labels.state, labels.country].filter(Boolean).join(', ') : 'Online'],
      ['When', when.own ?? when.viewer],
      // Staff tell the made-up events from real ones before they edit or delete.
      ...(event.demo ? [['Demo', 'Made up by the demo data']] : []),
    ] as [string, string][],
  }
}

/** Events Management: the list (newest first, past, draft and cancelled ones included; search matches a title, organiser, subject, city, state or country), one event, create, edit and delete. */
export const eventsSection = adminSection({
  id: 'events',
  title: 'Events Management',
  heading: 'Event Details',
  noun: { one: 'event', many: 'events' },
  calls: adminEvents,
  search: { label: 'Search events', placeholder: 'Search events...' },
  card: eventCard,
  remove: {
    question: 'Delete this event?',
    consequence: (event) => `“${event.title}” by ${event.organiser} leaves the admin list, the public Events page and calendars.`,
    done: 'Event deleted.',
  },
  form: {
    title: 'Manage Event',
    addLabel: 'Add New Event',
    saved: 'Event saved.',
    edit: eventForm(EventFields),
  },
})
