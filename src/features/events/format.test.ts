import { describe, expect, it } from 'vitest'
import { placeLabel } from '../../../contract/events.ts'
import { deadlineWhen, zoneName } from '../../lib/event-time.ts'
import { event } from '../../test-utils/events.ts'
import { nextDeadline, startsLabel, timeLeft } from './format.ts'

const now = new Date('2026-05-01T12:00:00Z')
const at = (iso: string) => new Date(iso).toISOString()

describe('event labels', () => {
  it('say how soon an event starts, that it is running, or that it ended', () => {
    expect(startsLabel({ startsAt: at('2026-05-04T12:00:00Z'), endsAt: at('2026-05-05T12:00:00Z') }, now)).toBe('Starts in 3 days')
    expect(startsLabel({ startsAt: at('2026-04-30T12:00:00Z'), endsAt: at('2026-05-02T12:00:00Z') }, now)).toBe('Happening now')
    expect(startsLabel({ startsAt: at('2026-04-20T12:00:00Z'), endsAt: at('2026-04-21T12:00:00Z') }, now)).toBe('Ended')
  })

  it('count down to the next open deadline only', () => {
    const deadlines = [
      { kind: 'abstract' as const, at: at('2026-04-30T00:00:00Z'), anywhereOnEarth: false },
      { kind: 'full-paper' as const, at: at('2026-05-01T17:00:00Z'), anywhereOnEarth: false },
      { kind: 'early-registration' as const, at: at('2026-05-20T00:00:00Z'), anywhereOnEarth: true },
    ]
    expect(nextDeadline({ deadlines }, now)?.label).toBe('Full paper submission closes in 5 hours')
    expect(nextDeadline({ deadlines: deadlines.slice(2) }, now)?.label).toBe('Early registration closes in 18 days (Anywhere on Earth)')
    expect(nextDeadline({ deadlines: deadlines.slice(0, 1) }, now)).toBeNull()
  })

  it('put each deadline on the clock it was announced by too, and count down to it', () => {
    const aoe = { kind: 'abstract' as const, at: '2026-05-10T23:59:59-12:00', anywhereOnEarth: true }
    expect(deadlineWhen(aoe, 'UTC').own).toBe('10 May 2026, 11:59 pm Anywhere on Earth')
    const local = { kind: 'full-paper' as const, at: '2026-05-10T12:00:00Z', anywhereOnEarth: false }
    expect(deadlineWhen(local, 'Pacific/Chatham').own).toBe('11 May 2026, 12:45 am Chatham time')
    expect(deadlineWhen(local, Intl.DateTimeFormat().resolvedOptions().timeZone).own).toBeNull()
    expect([timeLeft(aoe.at, now), timeLeft(at('2026-04-30T00:00:00Z'), now)]).toEqual(['in 9 days', null])
  })

  it('name the place, or the mode when there is none', () => {
    expect(placeLabel(event(1))).toBe('Convention Centre, Toronto, Ontario, Canada')
    expect(placeLabel(event(1, { mode: { slug: 'hybrid', title: 'Hybrid' }, venue: null }))).toBe('Toronto, Ontario, Canada, and online')
    expect(placeLabel(event(1, { mode: { slug: 'online', title: 'Online' }, venue: null, city: null, state: null, country: null }))).toBe('Online')
    expect(zoneName('America/St_Johns')).toBe('St Johns')
  })
})
