import * as v from 'valibot'
import { EventInput, type AdminEvent } from '../../../../contract/admin-events.ts'
import { deadlineKinds, type DeadlineKind } from '../../../../contract/events.ts'
import { atWallTime, isoInZone } from '../../../../contract/zoned-time.ts'
import { lookupValue } from '../../admin-kit/index.ts'

// The 'Manage Event' form: what its boxes hold (text), and how that becomes what the API takes, checked with the
// schema the server uses so each message sits under the field the server would name. An event keeps its own clock:
// its date boxes are wall times in the event's time zone (a 09:00 start in Toronto is typed as 09:00 whoever types
// it), turned into exact moments with that zone's offset on that day.

export interface DeadlineValues {
  /** `datetime-local` text in the event's zone; with Anywhere on Earth, a `date` alone. */
  at: string
  anywhereOnEarth: boolean
}

export interface EventFormValues {
  title: string
  organiser: string
  description: string
  subjectId: string
  typeId: string
  modeId: string
  countryId: string
  stateId: string
  city: string
  venue: string
  timeZone: string
  startsAt: string
  endsAt: string
  deadlines: Record<DeadlineKind, DeadlineValues>
  link: string
  cmeCredits: string
  status: string
}

const noDeadline: DeadlineValues = { at: '', anywhereOnEarth: false }

export const emptyEvent = (timeZone: string): EventFormValues => ({
  title: '',
  organiser: '',
  description: '',
  subjectId: '',
  typeId: '',
  modeId: '',
  countryId: '',
  stateId: '',
  city: '',
  venue: '',
  timeZone,
  startsAt: '',
  endsAt: '',
  deadlines: { abstract: noDeadline, 'full-paper': noDeadline, 'early-registration': noDeadline },
  link: '',
  cmeCredits: '',
  status: 'published',
})

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The moment a wall time ('2027-06-10T09:00') names in `zone`, with that zone's offset then; the text as typed when either is not one. */
function inZone(wall: string, zone: string) {
  const date = new Date(`${wall}:00Z`)
  if (!wall || Number.isNaN(date.getTime()) || !isZone(zone)) return wall
  return isoInZone(atWallTime(date, zone), zone)
}

/** An Anywhere-on-Earth deadline counts by its day alone; the server keeps that day's last second in UTC-12. */
const anywhereOnEarth = (day: string) => (day ? `${day}T23:59:59-12:00` : day)

/** The deadline rows filled in, in the order they are sent: a server message for `deadlines.N` names the Nth of these. */
export const sentDeadlineKinds = (values: EventFormValues) => deadlineKinds.filter((kind) => values.deadlines[kind].at)

const credits = (text: string) => (text.trim() ? Number(text.replace(',', '.')) : null)

/** The form's text as the API's input, before the contract checks it. An online event is sent with no place. */
export function toInput(values: EventFormValues, online: boolean): EventInput {
  const place = (text: string) => (online ? null : text)
  return {
    title: values.title,
    organiser: values.organiser,
    description: values.description,
    subjectId: lookupValue(values.subjectId) as number,
    typeId: lookupValue(values.typeId) as number,
    modeId: lookupValue(values.modeId) as number,
    countryId: online ? null : (lookupValue(values.countryId) ?? null),
    stateId: online ? null : (lookupValue(values.stateId) ?? null),
    city: place(values.city),
    venue: place(values.venue),
    timeZone: values.timeZone,
    startsAt: inZone(values.startsAt, values.timeZone),
    endsAt: inZone(values.endsAt, values.timeZone),
    deadlines: sentDeadlineKinds(values).map((kind) => {
      const { at, anywhereOnEarth: aoe } = values.deadlines[kind]
      return { kind, at: aoe ? anywhereOnEarth(at) : inZone(at, values.timeZone), anywhereOnEarth: aoe }
    }),
    link: values.link,
    cmeCredits: credits(values.cmeCredits),
    status: values.status as EventInput['status'],
  }
}

interface FormRules {
  /** Whether the chosen mode is online, so the event has no place. */
  isOnline: (modeId: number) => boolean
  /** Whether a country has states, so one must be chosen. */
  countryHasStates: (countryId: number) => boolean
}

/** The form's schema: its text made into the API's input and checked by the contract, plus the server's place and date rules in its words. */
export const eventFormSchema = ({ isOnline, countryHasStates }: FormRules) =>
  v.pipe(
    v.custom<EventFormValues>(() => true),
    v.transform((values) => toInput(values, isOnline(Number(values.modeId)))),
    v.pipe(
      EventInput,
      v.forward(
        v.check((input) => isOnline(input.modeId) || input.countryId !== null, 'Choose a country'),
        ['countryId'],
      ),
      v.forward(
        v.check((input) => input.countryId === null || !countryHasStates(input.countryId) || input.stateId !== null, 'Choose a state'),
        ['stateId'],
      ),
      v.forward(
        v.check((input) => input.endsAt >= input.startsAt, 'The end must not be before the start'),
        ['endsAt'],
      ),
    ),
  )

/** The wall time of a moment the API wrote in the event's zone ('2027-06-10T09:00:00-04:00' → '2027-06-10T09:00'). */
const wallTime = (iso: string) => iso.slice(0, 16)

/** An item of the admin list as the form's text, to edit it. */
export function fromItem(item: AdminEvent): EventFormValues {
  const deadlines = { ...emptyEvent(item.timeZone).deadlines }
  for (const d of item.deadlines) deadlines[d.kind] = { at: d.anywhereOnEarth ? d.at.slice(0, 10) : wallTime(d.at), anywhereOnEarth: d.anywhereOnEarth }
  return {
    title: item.title,
    organiser: item.organiser,
    description: item.description,
    subjectId: String(item.subjectId),
    typeId: String(item.typeId),
    modeId: String(item.modeId),
    countryId: item.countryId === null ? '' : String(item.countryId),
    stateId: item.stateId === null ? '' : String(item.stateId),
    city: item.city ?? '',
    venue: item.venue ?? '',
    timeZone: item.timeZone,
    startsAt: wallTime(item.startsAt),
    endsAt: wallTime(item.endsAt),
    deadlines,
    link: item.link,
    cmeCredits: item.cmeCredits === null ? '' : String(item.cmeCredits),
    status: item.status,
  }
}
