import * as v from 'valibot'
import { optionalText, plainText, requiredText } from './admin-fields.ts'
import { envelope, FileRef, PageQuery, pagedResponse, Slug } from './common.ts'

// Content Management: pages and sections are edited as a draft, published, and kept as revisions. The draft's
// fields carry the names the public page and section have (`content` for a page's HTML, `heading`, `text1` ...).

/** The two kinds of managed content, as the admin API's paths name them. */
export const contentKinds = ['pages', 'sections'] as const
export type ContentKind = (typeof contentKinds)[number]

export const PAGE_TITLE_MAX = 200
export const PAGE_DESCRIPTION_MAX = 300
/** Far past any real page (the longest policy is about 20,000 characters); a bigger body is refused before this. */
export const PAGE_CONTENT_MAX = 200_000
export const SECTION_TEXT_MAX = 2000

const PageSlug = v.pipe(v.string('Address must be text'), v.trim(), v.nonEmpty('Give the page an address'), Slug)

export const PageFields = v.object({
  slug: PageSlug,
  title: requiredText('Title', PAGE_TITLE_MAX),
  description: plainText('Description', PAGE_DESCRIPTION_MAX),
  content: v.pipe(v.string('Content must be text'), v.maxLength(PAGE_CONTENT_MAX, `The page may be at most ${PAGE_CONTENT_MAX} characters of HTML`)),
})
export type PageFields = v.InferOutput<typeof PageFields>

/** A draft edit sends the fields it changes. */
export const PagePatch = v.pipe(
  v.partial(PageFields),
  v.check((patch) => Object.keys(patch).length > 0, 'Send at least one field to change'),
)
export type PagePatch = v.InferOutput<typeof PagePatch>

/** A page staff add: its address and title; the rest is written in the editor. */
export const NewPage = v.object({ slug: PageSlug, title: requiredText('Title', PAGE_TITLE_MAX) })
export type NewPage = v.InferOutput<typeof NewPage>

const sectionText = (label: string) => optionalText(label, SECTION_TEXT_MAX)
export const SectionFields = v.object({
  heading: requiredText('Heading', PAGE_TITLE_MAX),
  text1: sectionText('Text 1'),
  text2: sectionText('Text 2'),
  text3: sectionText('Text 3'),
  point1Heading: sectionText('Point 1 heading'),
  point1Text: sectionText('Point 1 text'),
  point2Heading: sectionText('Point 2 heading'),
  point2Text: sectionText('Point 2 text'),
  point3Heading: sectionText('Point 3 heading'),
  point3Text: sectionText('Point 3 text'),
  /** The image, a file of the media library; null for none. */
  fileId: v.optional(v.nullable(v.pipe(v.string('Choose an image from the media library'), v.uuid('Choose an image from the media library'))), null),
})
export type SectionFields = v.InferOutput<typeof SectionFields>

export const SectionPatch = v.pipe(
  v.partial(SectionFields),
  v.check((patch) => Object.keys(patch).length > 0, 'Send at least one field to change'),
)
export type SectionPatch = v.InferOutput<typeof SectionPatch>

export const ContentItemParams = v.object({ slug: Slug })
export const RevisionParams = v.object({ slug: Slug, id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'Revision not found'), v.transform(Number)) })
export const RevisionsQuery = PageQuery

/** Where an item stands: whether it has a published version, an unsaved-to-the-site draft, and since when. */
const State = {
  published: v.boolean(),
  hasDraft: v.boolean(),
  /** When the draft was last saved, or the published version when there is no draft. */
  updatedAt: v.string(),
  publishedAt: v.nullable(v.string()),
}

/** The page as staff edit it: the draft's fields, or the published ones when there is no draft. */
export const AdminPage = v.object({ ...PageFields.entries, ...State })
export type AdminPage = v.InferOutput<typeof AdminPage>
export const AdminPageResponse = envelope(AdminPage)

export const AdminSection = v.object({ slug: v.string(), ...SectionFields.entries, file: v.nullable(FileRef), ...State })
export type AdminSection = v.InferOutput<typeof AdminSection>
export const AdminSectionResponse = envelope(AdminSection)

/** A line of the pages or sections list. */
export const ContentSummary = v.object({ slug: v.string(), title: v.string(), ...State })
export type ContentSummary = v.InferOutput<typeof ContentSummary>
export const ContentListResponse = envelope(v.array(ContentSummary))

/** One published version: who and when, and its fields as they were. */
export const Revision = v.object({
  id: v.number(),
  publishedAt: v.string(),
  publishedBy: v.string(),
  fields: v.record(v.string(), v.unknown()),
})
export type Revision = v.InferOutput<typeof Revision>
export const RevisionsResponse = pagedResponse('revisions', Revision)
