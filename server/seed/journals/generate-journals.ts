import { issnFromNumber } from '../../../contract/issn.ts'
import type { JournalInput } from '../../modules/journals/index.ts'
import { slugify } from '../../lib/slugify.ts'
import { seededRandom } from './seeded-random.ts'
import { publisherProfiles, regions, societyCountries, societyKinds, type PublisherProfile } from './publishers.ts'
import { subjectGroups, subjectTopics, type SubjectTopics } from './subject-topics.ts'

type Random = ReturnType<typeof seededRandom>

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase())

const titlePatterns: ((field: string, region: string, keyword: string) => string)[] = [
  (f) => `Journal of ${f}`,
  (f, r) => `${r} Journal of ${f}`,
  (f) => `${f} Research and Practice`,
  (f) => `Advances in ${f}`,
  (f, r) => `${r} ${f} Reports`,
  (f, r) => `Annals of ${r} ${f}`,
  (f, r) => `${r} ${f} Review`,
  (f, _r, k) => `Journal of ${f} and ${k}`,
  (f, r) => `${r} Archives of ${f}`,
  (f) => `Current ${f} Practice`,
  (f, r) => `${f} Open: ${r} Edition`,
  (f, r) => `Bulletin of ${r} ${f}`,
  (_f, r, k) => `${r} Journal of ${k}`,
  (f, _r, k) => `${k}: A Journal of ${f}`,
]

const articleTypes = [
  'original research articles, reviews and case reports',
  'peer-reviewed original research, systematic reviews and short communications',
  'clinical and experimental research, narrative reviews and editorials',
  'original articles, meta-analyses, images and letters',
]
const studyTypes = [
  'randomised controlled trials, cohort studies and laboratory investigations',
  'observational studies, qualitative research and quality improvement reports',
  'translational, clinical and population studies',
  'multicentre studies, diagnostic accuracy studies and meta-analyses',
]
const audiences = [
  (f: string) => `It is read by clinicians, researchers and trainees in ${f.toLowerCase()}.`,
  () => 'Its readers include practitioners, educators and policy makers.',
  () => 'Submissions from low- and middle-income countries are particularly encouraged.',
  (f: string, r: string) => `It is the official journal of the ${r} Society of ${f}.`,
]
const reviewProcesses = ['Double anonymous peer review', 'Double anonymous peer review', 'Single anonymous peer review', 'Open peer review']
const licences = ['CC BY 4.0', 'CC BY 4.0', 'CC BY 4.0', 'CC BY-NC 4.0', 'CC BY-NC-ND 4.0']
const otherLanguages = ['Spanish', 'Portuguese', 'French', 'German', 'Hindi', 'Arabic', 'Chinese', 'Indonesian']

const topicsBySlug = new Map(subjectTopics.map((s) => [s.slug, s]))
const neighbours = (slug: string) => [...new Set(subjectGroups.filter((g) => g.includes(slug)).flat())].filter((s) => s !== slug && topicsBySlug.has(s))

function societyPublishers(rng: Random, count: number): PublisherProfile[] {
  const names = new Set<string>()
  while (names.size < count) names.add(`${rng.pick(regions)} ${rng.pick(societyKinds)} of ${rng.pick(rng.pick(subjectTopics).fields)}`)
  return [...names].map((name) => ({
    name,
    country: rng.pick(societyCountries),
    openAccess: 0.7,
    noCharge: 0.5,
    currency: rng.pick(['USD', 'INR', 'EUR'] as const),
    apc: [100, 900],
    weight: 0.02,
  }))
}

export interface GenerateOptions {
  count: number
  seed: number
  /** First number of the ISSN range this set uses, so sets made with different seeds never share an ISSN. */
  issnBase: number
  /** Small society and university publishers beside the large ones: a real catalogue has thousands. */
  societyPublishers?: number
}

/**
 * Realistic, made-up journals: titles, publishers, indexes, impact factors, charges, times to publication,
 * aims and scope and keywords composed from each subject's vocabulary. Titles are invented and links point
 * to example.org, so no demo journal passes for a real one.
 */
export function generateJournals({ count, seed, issnBase, societyPublishers: societies = 0 }: GenerateOptions): JournalInput[] {
  const rng = seededRandom(seed)
  const publishers = [...publisherProfiles, ...societyPublishers(rng, societies)]
  const totalWeight = publishers.reduce((sum, p) => sum + p.weight, 0)
  const pickPublisher = () => {
    let at = rng.next() * totalWeight
    for (const p of publishers) if ((at -= p.weight) <= 0) return p
    return publishers[0]!
  }
  const titles = new Set<string>()
  const journals: JournalInput[] = []

  const compose = (main: SubjectTopics, others: SubjectTopics[]) => {
    const region = rng.pick(regions)
    let title = ''
    for (let attempt = 0; !title || titles.has(title.toLowerCase()); attempt++) {
      const pattern = rng.pick(titlePatterns)
      title = pattern(rng.pick(main.fields), attempt > 20 ? `${rng.pick(regions)} ${region}` : rng.pick(regions), titleCase(rng.pick(main.keywords)))
    }
    titles.add(title.toLowerCase())

    const n = journals.length
    const publisher = pickPublisher()
    const openAccess = rng.chance(publisher.openAccess)
    const charges = openAccess && !rng.chance(publisher.noCharge)
    const hasImpactFactor = rng.chance(publisher.weight >= 1 ? 0.7 : 0.3)
    const impactFactor = hasImpactFactor ? Math.min(90, Math.round(Math.exp(0.7 + 0.8 * rng.normal()) * 1000) / 1000) : null
    const field = rng.pick(main.fields)
    const topics = rng.shuffled(main.topics)
    const otherTopics = others.map((o) => rng.shuffled(o.topics).slice(0, 2)).flat()
    const scope = [
      `${title} publishes ${rng.pick(articleTypes)} on ${topics[0]}, ${topics[1]} and ${topics[2]}.`,
      `The journal welcomes ${rng.pick(studyTypes)} on ${topics[3]} and ${topics[4]}` +
        (otherTopics.length ? `, as well as work where ${field.toLowerCase()} meets ${others.map((o) => o.fields[0]!.toLowerCase()).join(' and ')}, such as ${otherTopics.join(', ')}.` : '.'),
      rng.chance(0.5) ? `Particular attention is given to ${topics[5]}.` : '',
      rng.pick(audiences)(field, region),
    ]
      .filter(Boolean)
      .join(' ')
    const keywords = [...new Set([...rng.shuffled(main.keywords).slice(0, 4 + Math.floor(rng.next() * 4)), ...others.map((o) => rng.pick(o.keywords))])]
    const clinicalGroup = subjectGroups[1]!.includes(main.slug) || subjectGroups[2]!.includes(main.slug)
    const indexes = [
      ...(rng.chance(publisher.weight >= 1 ? 0.85 : 0.4) ? ['scopus'] : []),
      ...(rng.chance(0.5) ? ['pubmed'] : []),
      // Impact factors come from Web of Science's citation reports: a journal has one only when indexed there.
      ...(hasImpactFactor ? ['web-of-science'] : []),
      ...(openAccess && rng.chance(0.7) ? ['doaj'] : []),
      ...(clinicalGroup && rng.chance(0.4) ? ['embase'] : []),
      ...(['nursing', 'physiotherapy', 'occupational-therapy', 'speech-language-pathology'].includes(main.slug) && rng.chance(0.7) ? ['cinahl'] : []),
      ...(['psychiatry', 'neuroscience'].includes(main.slug) && rng.chance(0.7) ? ['psycinfo'] : []),
    ]
    journals.push({
      title,
      link: `https://journals.example.org/${slugify(title)}`,
      impactFactor,
      publisher: publisher.name,
      issnElectronic: issnFromNumber(issnBase + n),
      issnPrint: rng.chance(0.6) ? issnFromNumber(issnBase + 4_000_000 + n) : null,
      country: publisher.country,
      languages: rng.chance(0.9) ? ['English'] : ['English', rng.pick(otherLanguages)],
      openAccess,
      apc: charges ? { amountMinor: Math.round(rng.between(publisher.apc[0], publisher.apc[1]) / 10) * 1000, currency: publisher.currency } : null,
      licence: openAccess ? rng.pick(licences) : null,
      reviewProcess: rng.pick(reviewProcesses),
      weeksToPublication: rng.chance(0.85) ? 4 + Math.floor(rng.next() * 23) : null,
      scope,
      keywords,
      subjects: [main.slug, ...others.map((o) => o.slug)],
      indexes,
    })
  }

  // Subjects take turns, so every one has its share. A quarter of the journals also cover a neighbouring
  // subject; a few are general journals across three subjects of different kinds.
  for (let i = 0; i < count; i++) {
    const main = subjectTopics[i % subjectTopics.length]!
    const near = neighbours(main.slug)
    if (rng.chance(0.07)) compose(main, rng.shuffled(subjectTopics.filter((s) => s.slug !== main.slug && !near.includes(s.slug))).slice(0, 2))
    else compose(main, near.length && rng.chance(0.25) ? [topicsBySlug.get(rng.pick(near))!] : [])
  }
  return journals
}
