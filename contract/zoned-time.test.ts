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
