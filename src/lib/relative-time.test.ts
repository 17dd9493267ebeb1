import { describe, expect, it } from 'vitest'
import { formatTimeAgo } from './relative-time.ts'

const now = Date.parse('2030-01-10T12:00:00Z')
const ago = (seconds: number) => formatTimeAgo(new Date(now - seconds * 1000).toISOString(), now)

describe('formatTimeAgo', () => {
  it('says how long ago in Indian English, in the largest whole unit', () => {
    expect([ago(0), ago(59), ago(60), ago(5 * 60), ago(2 * 3600), ago(86_400), ago(3 * 86_400), ago(14 * 86_400), ago(400 * 86_400)]).toEqual([
      'just now',
      'just now',
      '1 minute ago',
      '5 minutes ago',
      '2 hours ago',
      'yesterday',
      '3 days ago',
      '2 weeks ago',
      'last year',
    ])
  })

  it('reads a moment ahead (a device clock behind the server’s) as just now', () => {
    expect(ago(-30)).toBe('just now')
  })
})
