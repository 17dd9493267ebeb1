import { describe, expect, it } from 'vitest'
import { helpedLabel, responseTimeLabel } from './format.ts'

describe('an expert’s figures in words', () => {
  it.each([
    [null, 'No replies yet'],
    [0, 'Under a minute'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, 'About 1 hour'],
    [150, 'About 3 hours'],
    [47 * 60, 'About 47 hours'],
    [2 * 24 * 60, 'About 2 days'],
    [10 * 24 * 60 + 100, 'About 10 days'],
  ])('says %j minutes as %s', (minutes, text) => {
    expect(responseTimeLabel(minutes)).toBe(text)
  })

  it.each([
    [0, 'No one yet'],
    [1, '1 member'],
    [1400, '1,400 members'],
  ])('says %i helped as %s', (count, text) => {
    expect(helpedLabel(count)).toBe(text)
  })
})
