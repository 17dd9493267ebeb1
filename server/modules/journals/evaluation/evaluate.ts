import { readFileSync } from 'node:fs'

/** An abstract written for one of the demo catalogue's subjects, with the demo journals it belongs in. */
export interface LabelledManuscript {
  id: string
  title: string
  abstract: string
  keywords: string[]
  subjects: string[]
  /** Slugs of the demo journals that publish this kind of work. */
  journals: string[]
}

export const loadManuscripts = (): LabelledManuscript[] => JSON.parse(readFileSync(new URL('./manuscripts.json', import.meta.url), 'utf8'))

export interface HitRates {
  count: number
  /** Share of manuscripts whose best match is one of their journals. */
  top1: number
  /** Share with one of their journals among the first five. */
  top5: number
  /** Manuscripts with none of their journals in the first five. */
  misses: string[]
}

/** Top-1 and top-5 hit rates of ranked journal slugs against the labels. */
export function hitRates(results: { manuscript: LabelledManuscript; ranked: string[] }[]): HitRates {
  const hit = (r: (typeof results)[number], k: number) => r.ranked.slice(0, k).some((slug) => r.manuscript.journals.includes(slug))
  const count = results.length
  return {
    count,
    top1: results.filter((r) => hit(r, 1)).length / Math.max(1, count),
    top5: results.filter((r) => hit(r, 5)).length / Math.max(1, count),
    misses: results.filter((r) => !hit(r, 5)).map((r) => r.manuscript.id),
  }
}
