import { courseTypeSlugs } from '../../../../contract/admin-events.ts'
import { adminSection, type FieldsProps } from '../../admin-kit/index.ts'
import type { EventFormValues } from './event-form.ts'
import { EventFields } from './EventFields.tsx'
import { adminEvents, eventCard, eventForm } from './events-section.ts'

/** An event's fields with the course types alone to choose from: a course is added as a course or a workshop. */
function CourseFields({ lookups, ...props }: FieldsProps<EventFormValues>) {
  const courseTypes = lookups && { ...lookups, eventTypes: lookups.eventTypes.filter((type) => courseTypeSlugs.includes(type.slug)) }
  return <EventFields {...props} lookups={courseTypes} />
}

/**
 * Courses Management: the events of the course types, on Events Management's screens and calls, with their CME/CPD
 * credits; its changes are the events' in the audit log.
 */
export const coursesSection = adminSection({
  id: 'courses',
  title: 'Courses Management',
  heading: 'Courses and Workshops',
  noun: { one: 'course', many: 'courses' },
  calls: adminEvents,
  scope: { kind: 'courses' },
  records: 'events',
  search: { label: 'Search courses', placeholder: 'Search courses...' },
  card: (event) => {
    const card = eventCard(event)
    return { ...card, facts: [...card.facts, ['CME/CPD credits', event.cmeCredits === null ? 'None' : String(event.cmeCredits)]] }
  },
  remove: {
    question: 'Delete this course?',
    consequence: (event) => `“${event.title}” by ${event.organiser} leaves the admin lists, the public Events page and calendars.`,
    done: 'Course deleted.',
  },
  form: { title: 'Manage Course', addLabel: 'Add New Course', saved: 'Course saved.', edit: eventForm(CourseFields) },
})
