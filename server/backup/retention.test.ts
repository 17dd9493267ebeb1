import { describe, expect, it } from 'vitest'
import { archiveName } from './backups.ts'
import { archivesToRemove } from './retention.ts'

const DAY = 86_400_000

describe('backup retention', () => {
  it('keeps the newest archive of each of the last 7 days and of each of the last 4 weeks, and nothing else of ours', () => {
    // Two archives a day for 60 days, the newest on Sunday 2030-03-31 at 15:00 UTC, and a file that is not ours.
    const newest = Date.parse('2030-03-31T15:00:00Z')
    const names = Array.from({ length: 120 }, (_, i) => archiveName(new Date(newest - i * (DAY / 2))))
    const removed = new Set(archivesToRemove([...names, 'notes.txt'], { daily: 7, weekly: 4 }))
    const kept = names.filter((name) => !removed.has(name))
    expect(kept).toEqual([
      // The newest of each of the last seven days (the week of Monday 25 March included)...
      ...['31', '30', '29', '28', '27', '26', '25'].map((day) => `scholar-hub-2030-03-${day}T15-00-00Z.tar.gz`),
      // ...then the newest of each earlier week, four weeks in all.
      'scholar-hub-2030-03-24T15-00-00Z.tar.gz',
      'scholar-hub-2030-03-17T15-00-00Z.tar.gz',
      'scholar-hub-2030-03-10T15-00-00Z.tar.gz',
    ])
    expect(removed.has('notes.txt')).toBe(false)
  })

  it('always keeps the newest, and names a second archive of the same second apart', () => {
    expect(archivesToRemove([archiveName(new Date('2030-01-01T00:00:00Z'))], { daily: 1, weekly: 0 })).toEqual([])
    expect(archiveName(new Date('2030-01-01T00:00:00.500Z'), 2)).toBe('scholar-hub-2030-01-01T00-00-00Z-2.tar.gz')
  })
})
