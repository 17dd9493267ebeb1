import * as v from 'valibot'
import { envelope } from './common.ts'

/** The article kinds templates are filed under: the keys of `GET /api/templates`, in the tree's order. */
export const templateKinds = [
  'general-research-article',
  'research-in-vitro-and-in-vivo',
  'research-on-organoids',
  'research-on-integrating-publicly-available-database-and-experimental-validation',
  'mendelian-randomization-study',
  'review-article',
  'brief-communication',
  'letters-to-editor',
  'case-report',
  'case-series',
  'clinical-research',
  'systematic-reviews-and-meta-analysis',
] as const
export type TemplateKind = (typeof templateKinds)[number]

export const templateKindTitles: Record<TemplateKind, string> = {
  'general-research-article': 'General Research Article',
  'research-in-vitro-and-in-vivo': 'Research in vitro and in vivo',
  'research-on-organoids': 'Research on organoids',
  'research-on-integrating-publicly-available-database-and-experimental-validation':
    'Research integrating publicly available databases and experimental validation',
  'mendelian-randomization-study': 'Mendelian randomization study',
  'review-article': 'Review Article',
  'brief-communication': 'Brief Communication',
  'letters-to-editor': 'Letters to Editor',
  'case-report': 'Case Report',
  'case-series': 'Case Series',
  'clinical-research': 'Clinical Research',
  'systematic-reviews-and-meta-analysis': 'Systematic Reviews and Meta-analysis',
}

/** A branch of the tree: a kind's files, or a heading over further branches. */
export type TemplateBranch = { title: string; kind: TemplateKind } | { title: string; children: readonly TemplateBranch[] }

const leaf = (kind: TemplateKind): TemplateBranch => ({ title: templateKindTitles[kind], kind })

/** How the product groups the kinds: research papers by field, then one branch per other article type. */
export const templateTree: readonly TemplateBranch[] = [
  {
    title: 'Research Paper',
    children: [
      leaf('general-research-article'),
      { title: 'Cancer Biology', children: [leaf('research-in-vitro-and-in-vivo'), leaf('research-on-organoids')] },
      {
        title: 'Clinical Research',
        children: [leaf('research-on-integrating-publicly-available-database-and-experimental-validation'), leaf('mendelian-randomization-study')],
      },
    ],
  },
  ...(['review-article', 'brief-communication', 'letters-to-editor', 'case-report', 'case-series', 'clinical-research', 'systematic-reviews-and-meta-analysis'] as const).map(leaf),
]

/** What staff may upload, told apart by content: Word documents, LaTeX sources and PDFs. */
export const templateFormats = ['docx', 'tex', 'pdf'] as const
export type TemplateFormat = (typeof templateFormats)[number]

export const templateFormatLabels: Record<TemplateFormat, string> = { docx: 'Word', tex: 'LaTeX', pdf: 'PDF' }

export const TEMPLATE_MAX_BYTES = 10 * 1024 * 1024
export const TEMPLATE_NAME_MAX = 120

export const TemplateFile = v.object({
  id: v.string(),
  name: v.string(),
  /** The stored path under `/api/serve-file/`: new for every upload, so a kept copy is never stale. */
  path: v.string(),
  format: v.picklist(templateFormats),
  sizeBytes: v.number(),
  updatedAt: v.string(),
})
export type TemplateFile = v.InferOutput<typeof TemplateFile>

export type TemplateMap = Record<TemplateKind, TemplateFile[]>

const mapOf = <T extends v.GenericSchema>(file: T) =>
  v.object(Object.fromEntries(templateKinds.map((kind) => [kind, v.array(file)])) as Record<TemplateKind, v.ArraySchema<T, undefined>>)

export const TemplateMapResponse = envelope(mapOf(TemplateFile))

/** The path that downloads a stored template (needs a signed-in member with the templates feature). */
export const templateFileUrl = (path: string) => `/api/serve-file/${path}`

/** The name a downloaded copy is saved under: the display name as a file name, with the format's extension. */
export const templateFileName = (name: string, format: TemplateFormat) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'template'
  }.${format}`

export const TemplateFileParams = v.object({
  file: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}\.(docx|tex|pdf)$/, 'File not found')),
})
