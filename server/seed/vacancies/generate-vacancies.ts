import { contractTitles, type Salary } from '../../../contract/vacancies.ts'
import { atWallTime } from '../../../contract/zoned-time.ts'
import { countryZones, stateZones } from '../events/zones.ts'
import type { VacancySeed } from '../factories/vacancy-seed.ts'
import { seededRandom } from '../journals/seeded-random.ts'
import { qualifications } from '../../reference/qualifications.ts'
import { subjects } from '../../reference/subjects.ts'
import { slugify } from '../../lib/slugify.ts'
import { demoCountries, employerPatterns, type DemoCountry, type EmployerPattern } from './places.ts'
import { demoRoles, type DemoRole } from './roles.ts'

type Random = ReturnType<typeof seededRandom>

const DAY = 86_400_000
const HOUR = 3_600_000
const subjectTitles = new Map(subjects.map((s) => [s.slug, s.title]))
const qualificationTitles = new Map(qualifications.map((q) => [q.slug, q.title]))
const roundTo: Record<Salary['period'], number> = { year: 1000, month: 100, hour: 1 }

/** The band in local currency, in minor units; a quarter do not say, and some give only a starting figure. */
function salaryOf(rng: Random, role: DemoRole, place: DemoCountry): Salary | null {
  if (rng.chance(0.25)) return null
  const local = (usd: number) => Math.round((usd * place.pay * place.rate) / roundTo[role.period]) * roundTo[role.period] * 100
  const min = local(rng.between(role.pay[0], (role.pay[0] + role.pay[1]) / 2))
  const max = local(rng.between((role.pay[0] + role.pay[1]) / 2, role.pay[1]))
  return { min, max: rng.chance(0.1) ? null : Math.max(min, max), currency: place.currency, period: role.period }
}

/**
 * When it was posted and closes. Advertised posts close at 17:00 where the employer is, weeks or months ahead:
 * a few within the next three weeks (never within two days of the demo data being made, so the list does not open on
 * a row of 'Closes today'), most within three months, a long tail later in the year (so a demo site keeps open
 * vacancies for months), and some have already closed.
 */
function datesOf(rng: Random, now: number, timeZone: string) {
  const kind = rng.next()
  const days = kind < 0.08 ? -rng.between(1, 30) : kind < 0.15 ? rng.between(3, 21) : kind < 0.75 ? rng.between(22, 90) : rng.between(91, 300)
  const day = new Date(now + days * DAY)
  const closes = atWallTime(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 17)), timeZone).getTime()
  const posted = Math.min(now - rng.between(0.5, 20) * DAY, closes - rng.between(14, 60) * DAY)
  return { closesAt: new Date(closes), postedAt: new Date(Math.round(posted / HOUR) * HOUR) }
}

/** An employer that has such posts in that field: a children's hospital for a paediatric post, a university for a lecturer. */
function employerFor(rng: Random, role: DemoRole, field: string): EmployerPattern {
  const fitting = employerPatterns.filter((e) => role.at.includes(e.kind) && (!e.fields || e.fields.includes(field)))
  return rng.pick(fitting)
}

/** Repeatable made-up vacancies at universities and hospitals, by slug as the factory takes them. */
export function generateVacancies({ count, seed, now = Date.now() }: { count: number; seed: number; now?: number }): VacancySeed[] {
  const rng = seededRandom(seed)
  const places = demoCountries.flatMap((place) => Array.from({ length: place.weight }, () => place))
  return Array.from({ length: count }, (_, i) => {
    const place = rng.pick(places)
    const { state, region, cities } = rng.pick(place.states)
    const city = rng.pick(cities)
    const role = rng.pick(demoRoles)
    const field = rng.pick(role.subjects)
    const more = rng.chance(0.35) ? [rng.pick(role.subjects)] : []
    const employer = employerFor(rng, role, field).name(city, region)
    const title = role.title(subjectTitles.get(field) ?? field)
    const qualification = rng.pick(role.qualifications)
    const contract = rng.pick(role.contracts)
    const reference = `SH-${String(seed).slice(-2)}-${String(i + 1).padStart(5, '0')}`
    const status = rng.chance(0.04) ? 'closed' : rng.chance(0.03) ? 'draft' : 'open'
    const description = [
      `${employer} invites applications for the post of ${title} in ${city} (${contractTitles[contract].toLowerCase()}).`,
      `The post holder will ${role.duties}.`,
      role.asks ??
        `The post asks for ${qualificationTitles.get(qualification) ?? qualification} or an equivalent qualification${role.registration ? `, and ${role.registration}` : ''}.`,
      rng.pick(['Flexible working and relocation support are available.', 'Informal enquiries to the department are welcome.', 'Interviews are expected within three weeks of the closing date.']),
    ].join(' ')
    return {
      title,
      employer,
      description,
      subjects: [...new Set([field, ...(role.also ?? []), ...more])],
      qualification,
      country: place.country,
      state,
      city,
      contract,
      salary: salaryOf(rng, role, place),
      ...datesOf(rng, now, stateZones[state] ?? countryZones[place.country] ?? 'UTC'),
      reference,
      link: `https://careers.example.org/${slugify(employer)}/${reference.toLowerCase()}`,
      status,
    }
  })
}
