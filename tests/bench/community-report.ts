import type { CommunityBenchResult } from './community.ts'
import { check, ms, num, type DatabaseLabel, type Row } from './report.ts'

const failed = (n: number) => (n ? `, ${num(n)} failed` : '')

export function communityRows(database: DatabaseLabel, c: CommunityBenchResult): Row[] {
  const { creates, likeBurst } = c
  const perWriter = `${creates.copies} times at once with one client id`
  return [
    {
      figure: `${creates.writers} members publishing at once, each post sent ${perWriter}, ${database}: created / replays answered with its id / doubles`,
      measured:
        `${creates.created} / ${creates.sameId} of ${creates.requests - creates.writers} / ${creates.doubles} (posts per author and client id: ${creates.rows} of ${creates.writers} present` +
        `${failed(creates.failed)}); p50 / p99 ${ms(creates.p50Ms)} / ${ms(creates.p99Ms)}`,
      budget: '0 doubles',
      verdict: check(creates.doubles === 0 && creates.created === creates.writers && creates.rows === creates.writers && creates.sameId === creates.requests - creates.writers && !creates.failed),
    },
    {
      figure: `${likeBurst.members} members liking one post at once, ${database}: the post's count / its like rows`,
      measured: `${likeBurst.counted} / ${likeBurst.rows} (${likeBurst.distinctCounts} distinct counts answered${failed(likeBurst.failed)}); p50 / p99 ${ms(likeBurst.p50Ms)} / ${ms(likeBurst.p99Ms)}`,
      budget: `${likeBurst.members} / ${likeBurst.members}`,
      verdict: check(likeBurst.counted === likeBurst.members && likeBurst.rows === likeBurst.members && likeBurst.distinctCounts === likeBurst.members && !likeBurst.failed),
    },
  ]
}

const databaseTitles: Record<DatabaseLabel, string> = { embedded: 'embedded PostgreSQL (PGlite)', PostgreSQL: 'PostgreSQL' }

export function communityDetail(database: DatabaseLabel, c: CommunityBenchResult) {
  return [
    `### Research community, ${databaseTitles[database]}: ${num(c.posts)} posts, ${num(c.likes)} likes, ${num(c.comments)} comments`,
    '',
    `Generated and saved in ${c.prepareSeconds.toFixed(0)} s (${c.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}). ` +
      `The feed's requests are measured in the \`lists\` step.`,
    '',
    `Bursts: ${c.creates.requests} creates (${c.creates.writers} members × ${c.creates.copies}) p50 / p99 ${ms(c.creates.p50Ms)} / ${ms(c.creates.p99Ms)}; ` +
      `${c.likeBurst.requests} likes p50 / p99 ${ms(c.likeBurst.p50Ms)} / ${ms(c.likeBurst.p99Ms)}; server loop over both p99 ${ms(c.burstLoop.p99Ms)} (max ${ms(c.burstLoop.maxMs)}).`,
  ]
}

