import type { CommunityBenchResult } from './community.ts'
import { figureHeader, figureRow, mdTable } from './markdown-report.ts'
import { baselineRow, beforeRows, budgets, check, ms, num, value, type BenchResults, type DatabaseLabel, type Row } from './report.ts'

const failed = (n: number) => (n ? `, ${num(n)} failed` : '')
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')

export function communityRows(database: DatabaseLabel, c: CommunityBenchResult): Row[] {
  const { feed, firstPage, ping, creates, likeBurst } = c
  const budget = budgets.communityFeedP99Ms[database]
  const perWriter = `${creates.copies} times at once with one client id`
  return [
    {
      figure: `GET /api/community-posts, ${num(c.posts)} posts, ${num(c.likes)} likes, ${database}, ${c.connections} conn, pages + searches, visitors + members: p50 / p99`,
      measured: `${ms(feed.p50Ms)} / ${ms(feed.p99Ms)}, ${num(feed.requestsPerSec)} req/s${failed(feed.failed)}`,
      budget: `p99 ≤ ${budget} ms`,
      verdict: feed.failed ? 'FAIL' : check(feed.p99Ms <= budget),
    },
    baselineRow(feed, c.baseline),
    ...beforeRows('/api/community-posts', database, feed),
    {
      figure: `The same, a visitor's first page only (one query, the same every time): p50 / p99`,
      measured: `${ms(firstPage.p50Ms)} / ${ms(firstPage.p99Ms)}, ${num(firstPage.requestsPerSec)} req/s${failed(firstPage.failed)}`,
      budget: '—',
      verdict: firstPage.failed ? 'FAIL' : 'info',
    },
    {
      figure: `Community feed ÷ /api/ping req/s, ${database} (ping ${num(ping.requestsPerSec)} req/s, p99 ${ms(ping.p99Ms)})`,
      measured: ratio(feed.requestsPerSec, ping.requestsPerSec),
      budget: '—',
      verdict: ping.failed ? 'FAIL' : 'info',
    },
    {
      figure: `Server event-loop p99 under the community feed load, ${database}`,
      measured: `${ms(feed.loop.p99Ms)} (max ${ms(feed.loop.maxMs)})`,
      budget: `≤ ${budgets.loopP99Ms} ms`,
      verdict: check(feed.loop.p99Ms <= budgets.loopP99Ms),
    },
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

export function communityRatios(r: BenchResults): [string, string][] {
  return (r.community ?? []).flatMap(({ database, outcome }) => {
    const c = value(outcome)
    if (!c) return []
    return [
      [`Community feed ÷ ping req/s (${database})`, ratio(c.feed.requestsPerSec, c.ping.requestsPerSec)],
      [`Community feed p99 ÷ ${budgets.communityFeedP99Ms[database]} ms (${database})`, ratio(c.feed.p99Ms, budgets.communityFeedP99Ms[database])],
      [`Community feed ÷ its baseline req/s (${database})`, ratio(c.feed.requestsPerSec, c.baseline.requestsPerSec)],
    ]
  })
}

const databaseTitles: Record<DatabaseLabel, string> = { embedded: 'embedded PostgreSQL (PGlite)', PostgreSQL: 'PostgreSQL' }

export function communityDetail(database: DatabaseLabel, c: CommunityBenchResult) {
  const pct = (share: number) => `${Math.round(share * 100)}%`
  const kinds = (member: boolean) =>
    c.mix.kinds
      .filter((k) => k.member === member)
      .map((k) => `${k.kind} ${pct(k.share)}`)
      .join(', ')
  return [
    `### Research community, ${databaseTitles[database]}: ${num(c.posts)} posts, ${num(c.likes)} likes, ${num(c.comments)} comments`,
    '',
    `Generated and saved in ${c.prepareSeconds.toFixed(0)} s (${c.fill.map(([step, s]) => `${step} ${s.toFixed(1)} s`).join(', ')}). ` +
      `Server memory after the runs: RSS ${Math.round(c.feed.loop.rssMb)} MB, JS heap ${Math.round(c.feed.loop.heapUsedMb)} MB. ` +
      `Request mix (${num(c.mix.distinct)} distinct of ${num(c.mix.requests)} requests): visitors: ${kinds(false)}; signed-in members: ${kinds(true)}.`,
    '',
    mdTable(figureHeader, [
      figureRow(`GET /api/community-posts, varied mix, ${c.durationS} s`, c.feed, c.connections),
      figureRow(`The same mix on the baseline, ${c.durationS} s`, c.baseline, c.connections),
      figureRow(`GET /api/community-posts, a visitor's first page only, ${c.durationS} s`, c.firstPage, c.connections),
      figureRow(`GET /api/ping, ${c.durationS} s`, c.ping, c.connections),
    ]),
    '',
    `Bursts: ${c.creates.requests} creates (${c.creates.writers} members × ${c.creates.copies}) p50 / p99 ${ms(c.creates.p50Ms)} / ${ms(c.creates.p99Ms)}; ` +
      `${c.likeBurst.requests} likes p50 / p99 ${ms(c.likeBurst.p50Ms)} / ${ms(c.likeBurst.p99Ms)}; server loop over both p99 ${ms(c.burstLoop.p99Ms)} (max ${ms(c.burstLoop.maxMs)}).`,
  ]
}

