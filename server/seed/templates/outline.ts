import { templateKindTitles } from '../../../contract/templates.ts'
import type { ArticleKind, TemplateSection } from './article-kinds.ts'

/** A template's content as both writers take it: what each line is, never how a format draws it. */
export type Block =
  | { type: 'title'; text: string }
  | { type: 'heading'; level: 1 | 2; text: string }
  /** Instructions to the author, to delete before submission. */
  | { type: 'guidance'; text: string }
  /** Where the author writes, in square brackets. */
  | { type: 'placeholder'; text: string }
  | { type: 'list'; items: readonly { text: string; url?: string }[] }

const words = (n: number) => `${n.toLocaleString('en-GB')} words`

const declarations: TemplateSection = {
  heading: 'Declarations',
  guidance: 'Journals following the ICMJE Recommendations ask for every one of these statements.',
  subsections: [
    { heading: 'Ethics approval and consent', guidance: 'The committee, its reference number, and how consent to take part (and to publish) was given.' },
    { heading: 'Data availability', guidance: 'Where the data and code can be found, or why they cannot be shared.' },
    { heading: 'Competing interests', guidance: 'Every author’s financial and non-financial interests, or “The authors declare no competing interests.”' },
    { heading: 'Funding', guidance: 'Each funder and grant number, and the funder’s role in the work.' },
    { heading: 'Author contributions', guidance: 'Each author’s roles, using the CRediT taxonomy.' },
    { heading: 'Acknowledgements', guidance: 'People who helped but do not meet the authorship criteria, with their permission.' },
  ],
}

function section({ heading, guidance, subsections = [] }: TemplateSection, placeholder = true): Block[] {
  return [
    { type: 'heading', level: 1, text: heading },
    { type: 'guidance', text: guidance },
    ...(subsections.length === 0 && placeholder ? [{ type: 'placeholder', text: `Write the ${heading.toLowerCase()} here.` } as const] : []),
    ...subsections.flatMap((sub): Block[] => [
      { type: 'heading', level: 2, text: sub.heading },
      { type: 'guidance', text: sub.guidance },
      { type: 'placeholder', text: `Write the ${sub.heading.toLowerCase()} here.` },
    ]),
  ]
}

function abstract({ limits, abstractHeadings }: ArticleKind): Block[] {
  if (limits.abstractWords === null) return []
  const shape = abstractHeadings.length ? `structured under the headings ${abstractHeadings.join(', ')}` : 'in one unstructured paragraph'
  return [
    { type: 'heading', level: 1, text: 'Abstract' },
    { type: 'guidance', text: `At most ${words(limits.abstractWords)}, ${shape}. No references or abbreviations that are not defined.` },
    ...(abstractHeadings.length
      ? abstractHeadings.flatMap((h): Block[] => [
          { type: 'heading', level: 2, text: h },
          { type: 'placeholder', text: `${h}.` },
        ])
      : [{ type: 'placeholder', text: 'Write the abstract here.' } as const]),
    { type: 'heading', level: 2, text: 'Keywords' },
    { type: 'placeholder', text: 'Three to six keywords, from MeSH where possible.' },
  ]
}

/** The whole template of one article kind, from its title to its references. */
export function outline(kind: ArticleKind): Block[] {
  const { limits } = kind
  const title = templateKindTitles[kind.kind]
  return [
    { type: 'title', text: `${title}: manuscript template` },
    { type: 'guidance', text: `${kind.purpose} Replace the bracketed text, delete the instructions in italics, and check the target journal’s own instructions, which take precedence.` },
    { type: 'heading', level: 1, text: 'Reporting guidelines' },
    { type: 'guidance', text: 'Complete the checklist of the guideline that fits your design and submit it with the manuscript.' },
    { type: 'list', items: kind.guidelines.map((g) => ({ text: `${g.name}: for ${g.scope}.`, url: g.url })) },
    { type: 'heading', level: 1, text: 'Word limits' },
    {
      type: 'list',
      items: [
        { text: limits.abstractWords === null ? 'Abstract: none.' : `Abstract: at most ${words(limits.abstractWords)}.` },
        { text: `Main text: at most ${words(limits.mainWords)}, not counting the abstract, references, tables and legends.` },
        { text: `References: at most ${limits.references}.` },
        { text: `Figures and tables: at most ${limits.displayItems} in all.` },
      ],
    },
    { type: 'heading', level: 1, text: 'Title page' },
    { type: 'placeholder', text: 'Title: concise and informative, naming the design (for example “a randomised controlled trial”).' },
    { type: 'placeholder', text: 'Running title: at most 50 characters.' },
    { type: 'placeholder', text: 'Authors: full names, with numbered affiliations.' },
    { type: 'placeholder', text: 'Corresponding author: name, postal address, email and ORCID.' },
    { type: 'placeholder', text: 'Word counts: abstract and main text.' },
    ...abstract(kind),
    ...kind.sections.flatMap((s) => section(s)),
    ...section(declarations),
    { type: 'heading', level: 1, text: 'References' },
    { type: 'guidance', text: `At most ${limits.references}, numbered in the order they are first cited, in Vancouver style.` },
    { type: 'placeholder', text: '1. Author AA, Author BB. Title of the article. Journal Abbreviation. Year;Volume(Issue):Pages. doi:' },
    { type: 'heading', level: 1, text: 'Figure and table legends' },
    { type: 'guidance', text: `At most ${limits.displayItems} figures and tables together. Each legend says what is shown, n, the statistical test and what error bars mean.` },
    { type: 'placeholder', text: 'Figure 1. Legend.' },
  ]
}
