import * as v from 'valibot'
import { idParam, lookupId, requiredText } from './admin-fields.ts'
import { envelope, Slug } from './common.ts'

// Category Management: the lists members choose from, kept by staff (docs/decisions/0031-category-lists.md).
// Writing services are kept in Enquiries Management.

export const categoryLists = ['subjects', 'qualifications', 'professions', 'event-types', 'event-modes', 'publishers', 'indexes'] as const
export type CategoryList = (typeof categoryLists)[number]

/** Each list's name on its screen, and what one value is called in messages. */
export const categoryListTitles: Record<CategoryList, { title: string; noun: string }> = {
  subjects: { title: 'Subjects', noun: 'subject' },
  qualifications: { title: 'Qualifications', noun: 'qualification' },
  professions: { title: 'Professions', noun: 'profession' },
  'event-types': { title: 'Event types', noun: 'event type' },
  'event-modes': { title: 'Event modes', noun: 'event mode' },
  publishers: { title: 'Publishers', noun: 'publisher' },
  indexes: { title: 'Journal indexes', noun: 'journal index' },
}

export const CATEGORY_TITLE_MAX_LENGTH = 120
export const CATEGORY_SLUG_MAX_LENGTH = 80
/** Far past any real list; a place beyond the list's end puts the value last. */
export const CATEGORY_MAX_POSITION = 100_000

/** The kinds of record a value is used by, in the order the screen names them. */
export const usageKinds = ['members', 'experts', 'vacancies', 'events', 'journals'] as const
export type UsageKind = (typeof usageKinds)[number]

const listMessage = `List is one of ${categoryLists.join(', ')}`
const CategoryListName = v.picklist(categoryLists, listMessage)

export const CategoryListParams = v.object({ list: CategoryListName })
export const CategoryParams = v.object({ list: CategoryListName, id: idParam('Value id must be a number') })

const Usage = v.object(Object.fromEntries(usageKinds.map((kind) => [kind, v.number()])) as Record<UsageKind, v.NumberSchema<undefined>>)
export type Usage = v.InferOutput<typeof Usage>

const singular: Record<UsageKind, string> = { members: 'member', experts: 'expert', vacancies: 'vacancy', events: 'event', journals: 'journal' }

/** '2 members and 1 vacancy': what uses a value, as the screen and the refusal of a deletion say it. */
export function usageText(usage: Usage) {
  const parts = usageKinds.filter((kind) => usage[kind] > 0).map((kind) => `${usage[kind]} ${usage[kind] === 1 ? singular[kind] : kind}`)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing')
}

export const usageTotal = (usage: Usage) => usageKinds.reduce((sum, kind) => sum + usage[kind], 0)

export const CategoryValue = v.object({
  id: v.number(),
  /** Never changes, so addresses that name it keep working after a rename. */
  slug: v.string(),
  title: v.string(),
  retired: v.boolean(),
  /** The value that took its records, when it was merged. */
  mergedInto: v.nullable(v.object({ id: v.number(), title: v.string() })),
  /** How many records of each kind have it. */
  usage: Usage,
  /** A value some rule depends on (the event modes in-person, online and hybrid): renamed and moved, never retired, merged or deleted. */
  fixed: v.boolean(),
})
export type CategoryValue = v.InferOutput<typeof CategoryValue>

/** Every value of a list, retired ones too, in the list's order. */
export const CategoryListResponse = envelope(v.array(CategoryValue))
export const CategoryValueResponse = envelope(CategoryValue)
export const MergeResponse = envelope(v.object({ from: CategoryValue, into: CategoryValue }))

const slugMessage = 'Slug may hold only lowercase letters, digits and single hyphens'

export const CategoryBody = v.object({
  title: requiredText('Title', CATEGORY_TITLE_MAX_LENGTH),
  /** Made from the title when left out or blank. */
  slug: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(Slug, v.maxLength(CATEGORY_SLUG_MAX_LENGTH, `Slug may be at most ${CATEGORY_SLUG_MAX_LENGTH} characters`)),
      ],
      slugMessage,
    ),
  ),
})
export type CategoryBody = v.InferInput<typeof CategoryBody>

const positionMessage = `Place must be a whole number from 0 to ${CATEGORY_MAX_POSITION}`

/** A rename, a retirement or its undoing, or a move to another place (0 is first); the slug never changes. */
export const CategoryPatch = v.strictObject(
  {
    title: v.optional(CategoryBody.entries.title),
    retired: v.optional(v.boolean('Retired is true or false')),
    position: v.optional(v.pipe(v.number(positionMessage), v.integer(positionMessage), v.minValue(0, positionMessage), v.maxValue(CATEGORY_MAX_POSITION, positionMessage))),
  },
  'Only the title, retired and position can change',
)
export type CategoryPatch = v.InferInput<typeof CategoryPatch>

export const MergeBody = v.object({ into: lookupId('Choose the value to merge into') })
export type MergeBody = v.InferInput<typeof MergeBody>
