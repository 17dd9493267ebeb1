import { readFileSync } from 'node:fs'

// lhci writes its scores to files and prints none; this prints them so a CI log shows what was measured.
interface Row {
  url: string
  summary: Record<string, number>
}
const rows = JSON.parse(readFileSync('.lighthouseci/reports/manifest.json', 'utf8')) as Row[]
for (const { url, summary } of rows) {
  const scores = Object.entries(summary).map(([k, v]) => `${k} ${Math.round(v * 100)}`)
  console.log(`${url}: ${scores.join(', ')}`)
}
