import type { ChatBenchResult } from './chat.ts'
import { budgets, check, ms, num, type Row } from './report.ts'

export function chatRows(c: ChatBenchResult): Row[] {
  const where = c.nodes === 1 ? 'one node, embedded database' : 'two nodes through Redis, PostgreSQL'
  const budget = budgets.chatDeliveryP99Ms[c.nodes as 1 | 2]
  const rows: Row[] = [
    {
      figure: `Chat delivery, ${num(c.sockets)} sockets in ${num(c.sockets / 2)} conversations, ${where}: p50 / p99`,
      measured: `${ms(c.deliveryP50Ms)} / ${ms(c.deliveryP99Ms)} (${num(c.delivered)} of ${num(c.messages)} delivered${c.failed ? `, ${c.failed} failed` : ''})`,
      budget: `p99 ≤ ${budget} ms`,
      verdict: c.failed || c.delivered < c.messages ? 'FAIL' : check(c.deliveryP99Ms <= budget),
    },
    {
      figure: `Server event-loop p99 while chatting, ${where}`,
      measured: `${ms(c.loop.p99Ms)} (max ${ms(c.loop.maxMs)})`,
      budget: `≤ ${budgets.loopP99Ms} ms`,
      verdict: check(c.loop.p99Ms <= budgets.loopP99Ms),
    },
  ]
  if (c.nodes === 1) rows.push({ figure: 'Server heap per connected socket', measured: `${c.heapPerSocketKb.toFixed(1)} KB`, budget: '—', verdict: 'info' })
  return rows
}
