import type { DeadlineKind } from '../../../contract/events.ts'
import { atWallTime, endOfDayAnywhereOnEarth } from '../../../contract/zoned-time.ts'
import type { EventSeed } from '../factories/event-seed.ts'
import { seededRandom } from '../journals/seeded-random.ts'
import { eventTypes } from '../../reference/event-lookups.ts'
import { subjects } from '../../reference/subjects.ts'
import { slugify } from '../../lib/slugify.ts'
import { demoCountries } from '../vacancies/places.ts'
import { countryZones, onlineZones, stateZones } from './zones.ts'

type Random = ReturnType<typeof seededRandom>
type EventType = (typeof eventTypes)[number]['slug']

const DAY = 86_400_000
const subjectTitles = new Map(subjects.map((s) => [s.slug, s.title]))
// The subjects events are most often about; any seeded subject may come up.
const subjectSlugs = subjects.map((s) => s.slug)

/** Titles by type, from the subject's title; the year is added when the event has one. */
const titles: Record<EventType, ((subject: string, place: string) => string)[]> = {
  conference: [(s) => `International Conference on ${s}`, (s, p) => `${p} ${s} Conference`, (s) => `Annual Scientific Meeting in ${s}`],
  congress: [(s) => `World Congress of ${s}`, (s, p) => `${p} Congress on ${s}`],
  symposium: [(s) => `Symposium on Advances in ${s}`, (s, p) => `${p} ${s} Research Symposium`],
  workshop: [(s) => `Hands-on Workshop: Research Methods in ${s}`, (s) => `${s} Grant Writing Workshop`, (s) => `Systematic Review Workshop for ${s}`],
  webinar: [(s) => `Webinar: What's New in ${s}`, (s) => `${s} Journal Club Webinar`, (s) => `Webinar: Publishing Your ${s} Research`],
  course: [(s) => `Certificate Course in ${s}`, (s) => (s === 'Biostatistics' ? 'Regression Modelling for Health Researchers' : `Biostatistics for ${s} Researchers`), (s) => `Short Course: Evidence-Based ${s}`],
  'cme-cpd-session': [(s) => `CME Update: ${s} Guidelines`, (s) => `CPD Evening: Case Reviews in ${s}`],
  'summer-school': [(s) => `${s} Summer School`, (s, p) => `${p} Summer School in ${s} Research`],
}

// A university is named after its city, an association after its region.
const organisers = [
  (s: string) => `Society for ${s} Research`,
  (s: string) => `International ${s} Association`,
  (_s: string, region: string) => `${region} Medical Association`,
  (_s: string, _region: string, city: string) => `University of ${city} Continuing Education`,
  (s: string) => `College of ${s}`,
]

/** In-person venues as they are named; made-up names built from the city. */
const venues = [(c: string) => `${c} Convention Centre`, (c: string) => `${c} University Conference Hall`, (c: string) => `Grand Hotel ${c}`, (c: string) => `${c} Medical Campus Auditorium`]

/** How long each type runs, in days (0: within one day) and its daily hours. */
const shapes: Record<EventType, { days: [number, number]; hours: [number, number] }> = {
  conference: { days: [2, 4], hours: [9, 17] },
  congress: { days: [3, 5], hours: [8, 18] },
  symposium: { days: [1, 2], hours: [9, 17] },
  workshop: { days: [0, 1], hours: [9, 16] },
  webinar: { days: [0, 0], hours: [12, 13] },
  course: { days: [4, 20], hours: [9, 15] },
  'cme-cpd-session': { days: [0, 0], hours: [18, 20] },
  'summer-school': { days: [5, 10], hours: [9, 17] },
}

/** Mostly within the coming months, some within days, some begun a day or two ago and some already over. */
function startDay(rng: Random, now: number) {
  const kind = rng.next()
  const days = kind < 0.04 ? -rng.between(0.5, 2) : kind < 0.12 ? -rng.between(3, 60) : kind < 0.2 ? rng.between(0, 7) : kind < 0.8 ? rng.between(8, 150) : rng.between(151, 400)
  const day = new Date(now + days * DAY)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()))
}

/** Conferences take abstracts and papers; most events with a fee have early registration; webinars have none. */
function deadlinesOf(rng: Random, type: EventType, startsAt: Date, timeZone: string): EventSeed['deadlines'] {
  const wanted: DeadlineKind[] = []
  if (['conference', 'congress', 'symposium'].includes(type)) wanted.push('abstract', ...(rng.chance(0.5) ? (['full-paper'] as const) : []))
  if (type !== 'webinar' && rng.chance(0.6)) wanted.push('early-registration')
  const before: Record<DeadlineKind, [number, number]> = { abstract: [90, 150], 'full-paper': [45, 80], 'early-registration': [20, 40] }
  return wanted.map((kind) => {
    const anywhereOnEarth = kind !== 'early-registration' && rng.chance(0.5)
    const day = new Date(startsAt.getTime() - Math.round(rng.between(...before[kind])) * DAY)
    const wall = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 59, 59))
    return { kind, at: anywhereOnEarth ? endOfDayAnywhereOnEarth(wall) : atWallTime(wall, timeZone), anywhereOnEarth }
  })
}

/** Repeatable made-up events across countries, subjects, types and modes, by slug as the factory takes them. */
export function generateEvents({ count, seed, now = Date.now() }: { count: number; seed: number; now?: number }): EventSeed[] {
  const rng = seededRandom(seed)
  const places = demoCountries.flatMap((place) => Array.from({ length: place.weight }, () => place))
  return Array.from({ length: count }, () => {
    const type = rng.pick(eventTypes).slug
    const mode = type === 'webinar' ? 'online' : rng.chance(0.2) ? 'online' : rng.chance(0.25) ? 'hybrid' : 'in-person'
    const subject = rng.pick(subjectSlugs)
    const subjectTitle = subjectTitles.get(subject) ?? subject
    const place = rng.pick(places)
    const { state, region, cities } = rng.pick(place.states)
    const city = rng.pick(cities)
    const online = mode === 'online'
    const timeZone = online ? rng.pick(onlineZones) : (stateZones[state] ?? countryZones[place.country] ?? 'UTC')
    const shape = shapes[type]
    const day = startDay(rng, now)
    const length = Math.round(rng.between(shape.days[0], shape.days[1]))
    const startsAt = atWallTime(new Date(day.getTime() + shape.hours[0] * 3_600_000), timeZone)
    const endsAt = atWallTime(new Date(day.getTime() + length * DAY + shape.hours[1] * 3_600_000), timeZone)
    const title = `${rng.pick(titles[type])(subjectTitle, region)} ${day.getUTCFullYear()}`
    const organiser = rng.pick(organisers)(subjectTitle, region, city)
    const cme = ['course', 'cme-cpd-session', 'workshop', 'conference'].includes(type) && rng.chance(0.6)
    return {
      title,
      description: [
        `${organiser} invites clinicians, researchers and students in ${subjectTitle.toLowerCase()} to ${title}.`,
        online ? 'Sessions are streamed live, with recordings for registered participants.' : `The programme runs at ${city}${mode === 'hybrid' ? ', with every session also streamed online' : ''}.`,
        rng.pick(['Early-career researchers are encouraged to present.', 'Travel grants are available for students.', 'The programme includes keynote lectures, oral and poster sessions.', 'Places are limited; register early.']),
      ].join(' '),
      subject,
      type,
      mode,
      country: online ? null : place.country,
      state: online ? null : state,
      city: online ? null : city,
      venue: online ? null : rng.pick(venues)(city),
      startsAt,
      endsAt,
      timeZone,
      deadlines: deadlinesOf(rng, type, startsAt, timeZone),
      organiser,
      link: `https://events.example.org/${slugify(title)}`,
      cmeCredits: cme ? Math.round(rng.between(1, 24) * 4) / 4 : null,
      status: rng.chance(0.03) ? 'draft' : rng.chance(0.02) ? 'cancelled' : 'published',
    }
  })
}
