import { describe, expect, it } from 'vitest'
import { ANYWHERE_ON_EARTH } from './events.ts'
import { atWallTime, endOfDayAnywhereOnEarth, isoInZone } from './zoned-time.ts'

describe('isoInZone', () => {
  it('writes the local time with the offset the zone had at that moment, summer time included', () => {
    expect(isoInZone(new Date('2026-07-01T13:00:00Z'), 'America/Toronto')).toBe('2026-07-01T09:00:00-04:00')
    expect(isoInZone(new Date('2026-01-15T14:00:00Z'), 'America/Toronto')).toBe('2026-01-15T09:00:00-05:00')
    expect(isoInZone(new Date('2026-01-15T03:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-15T09:00:00+05:30')
    expect(isoInZone(new Date('2026-01-15T09:00:00Z'), 'UTC')).toBe('2026-01-15T09:00:00Z')
  })

  it('agrees with the zone’s clock as the formatter reads it, minute by minute around every change of offset', () => {
    const formats = new Map<string, Intl.DateTimeFormat>()
    const clock = (moment: Date, timeZone: string) => {
      if (!formats.has(timeZone)) {
        formats.set(timeZone, new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }))
      }
      const parts = Object.fromEntries(formats.get(timeZone)!.formatToParts(moment).map((p) => [p.type, p.value]))
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
    }
    // Summer time north and south, half-hour and 45-minute offsets, a half-hour change (Lord Howe), Morocco's clock
    // set back for Ramadan, a zone with negative summer time in its rules (Dublin), and none at all.
    const zones = ['America/Toronto', 'Europe/London', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Pacific/Chatham', 'America/St_Johns', 'Europe/Dublin', 'Asia/Kolkata', 'UTC', ANYWHERE_ON_EARTH]
    const STEP = 181 * 60_000
    const from = Date.UTC(2025, 0, 1)
    const to = Date.UTC(2027, 0, 1)
    for (const zone of zones) {
      let changes = 0
      let before = ''
      for (let at = from; at < to; at += STEP) {
        const moment = new Date(at)
        const iso = isoInZone(moment, zone)
        expect(iso.slice(0, 19), `${zone} at ${moment.toISOString()}`).toBe(clock(moment, zone))
        expect(new Date(iso).getTime(), `${zone} at ${moment.toISOString()}`).toBe(at)
        const offset = iso.slice(19)
        if (before && offset !== before) {
          changes++
          // Every minute since the sample before, where the change happened.
          for (let minute = at - STEP; minute <= at; minute += 60_000) {
            expect(isoInZone(new Date(minute), zone).slice(0, 19), `${zone} at ${new Date(minute).toISOString()}`).toBe(clock(new Date(minute), zone))
          }
        }
        before = offset
      }
      if (['America/Toronto', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham'].includes(zone)) expect(changes, zone).toBe(4)
      if (zone === 'Africa/Casablanca') expect(changes, zone).toBeGreaterThanOrEqual(4)
    }
  })

  it('names the same instant it was given', () => {
    const moment = new Date('2026-03-08T07:30:00Z')
    for (const zone of ['America/St_Johns', 'Australia/Adelaide', 'Pacific/Chatham', ANYWHERE_ON_EARTH]) {
      expect(new Date(isoInZone(moment, zone)).getTime(), zone).toBe(moment.getTime())
    }
  })
})

describe('endOfDayAnywhereOnEarth', () => {
  it('is the last second of that day in UTC-12, whatever hour of it was given', () => {
    expect(isoInZone(endOfDayAnywhereOnEarth(new Date('2026-03-01T23:59:59-12:00')), ANYWHERE_ON_EARTH)).toBe('2026-03-01T23:59:59-12:00')
    expect(isoInZone(endOfDayAnywhereOnEarth(new Date('2026-03-01T00:00:00-12:00')), ANYWHERE_ON_EARTH)).toBe('2026-03-01T23:59:59-12:00')
    expect(endOfDayAnywhereOnEarth(new Date('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-02T11:59:59.000Z')
  })
})

describe('atWallTime', () => {
  it('finds the moment a zone’s clock shows a given time, in winter and in summer', () => {
    expect(atWallTime(new Date('2026-01-15T09:00:00Z'), 'America/Toronto').toISOString()).toBe('2026-01-15T14:00:00.000Z')
    expect(atWallTime(new Date('2026-07-01T09:00:00Z'), 'America/Toronto').toISOString()).toBe('2026-07-01T13:00:00.000Z')
    expect(atWallTime(new Date('2026-07-01T09:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:30:00.000Z')
  })
})
