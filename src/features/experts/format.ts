const MINUTES_PER_DAY = 24 * 60

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`

/** How soon an expert typically answers, in words: 'Under a minute', '45 minutes', 'About 3 hours', 'About 2 days'. */
export function responseTimeLabel(minutes: number | null) {
  if (minutes === null) return 'No replies yet'
  if (minutes < 1) return 'Under a minute'
  if (minutes < 60) return plural(minutes, 'minute', 'minutes')
  if (minutes < 2 * MINUTES_PER_DAY) return `About ${plural(Math.round(minutes / 60), 'hour', 'hours')}`
  return `About ${plural(Math.round(minutes / MINUTES_PER_DAY), 'day', 'days')}`
}

/** The conversations an expert has answered in, one per member: '1 member', '14 members', 'No one yet'. */
export const helpedLabel = (count: number) => (count === 0 ? 'No one yet' : plural(count, 'member', 'members'))
