import type { ComponentType, ReactNode } from 'react'
import type { InfiniteListQuery, InfiniteListTexts } from '../../ui/InfiniteList.tsx'
import type { SectionFormView } from './form/section-form.tsx'
import type { AdminSectionId } from '../../../contract/admin-sections.ts'

// A management section, declared once: its calls, its list's texts, its card's facts, its forms and what a delete
// says. The kit draws from it the list page (search, paging, empty, loading and error states), the cards with Edit and
// Delete, the delete confirmation and the New and Edit pages. A section that does more adds its own card, its own
// tools beside the heading or actions on each card, and keeps its own screens for the rest.

/** What one card shows: its status badge, title, subtitle and labelled facts (see `AdminItemCard`). */
export interface CardFacts {
  status: { value: string; label: string }
  title: string
  subtitle: string
  facts: readonly (readonly [string, ReactNode])[]
}

type Reply = Promise<{ message?: string }>

/** The calls the kit makes, as `adminCollection` makes them; a read-only list has only `useList`. */
export interface SectionCalls<Item, Values, Patch> {
  useList: (search?: string, filters?: Record<string, string>) => { query: InfiniteListQuery; items: Item[] }
  useCreate?: () => { mutateAsync: (values: Values) => Promise<{ message?: string; data: Item }> }
  useUpdate?: (id: never) => { mutateAsync: (patch: Patch) => Reply }
  useDelete?: () => { mutateAsync: (id: never) => Reply; isPending: boolean }
  itemQuery?: (id: never) => object
}

export interface AdminSectionKit<Item extends { id: number | string }, Values = never, Patch = never> {
  /** Its entry in the sidebar: its address and the permission its changes need. */
  id: AdminSectionId
  /** The page's title: the section's name ('Vacancies Management'). */
  title: string
  /** The list's heading ('Vacancy Details'). */
  heading: string
  /** 'vacancy' and 'vacancies': the list's texts ('No vacancies found'), its cards' ids and the form's ('Save vacancy'). */
  noun: { one: string; many: string }
  calls: SectionCalls<Item, Values, Patch>
  /** The search box's label and placeholder; none for a list the server does not search. */
  search?: { label: string; placeholder: string }
  /** The address's other parameters the list is asked for by (a status). */
  filters?: readonly string[]
  /** Parameters the list is always asked for, where a section shows part of another's list (Courses: `kind=courses`). */
  scope?: Readonly<Record<string, string>>
  /** What the audit log calls its records where that is not the id (Courses are events). */
  records?: string
  /** Where the list's texts are not the noun's ('No conversation found'). */
  texts?: Partial<InfiniteListTexts & { label: string; errorTitle: string }>
  /** What stands beside the heading, before 'Add New …' (links to the section's other lists, a status filter). */
  tools?: ComponentType
  /** A card from its facts, with Edit (when there is a form) and Delete (when `remove` says what it does). */
  card?: (item: Item) => CardFacts
  /** A card's key in the list where the id alone is not unique (a post and a comment may share one). */
  itemKey?: (item: Item) => string | number
  /** A section's own card, where it shows more than facts (a conversation, a flagged post). */
  Card?: ComponentType<{ item: Item }>
  /** A card's own buttons, between Edit and Delete (Verify, List). */
  actions?: ComponentType<{ item: Item }>
  /** What Delete asks and says; see `ConfirmDelete`. */
  remove?: { question: string; consequence: (item: Item) => string; done: string; verb?: { action: string; pending: string } }
  /** New and Edit. */
  form?: {
    /** The pages' heading ('Manage Vacancy'). */
    title: string
    /** The toast after a save when the server says nothing ('Vacancy saved.'). */
    saved: string
    /** The toast after a create when the server says nothing, where it is not `saved` ('Expert added.'). */
    created?: string
    edit: SectionFormView<Item>
    /** The New page's form, where it is not the edit form's fields (an expert is made from a member's email). */
    create?: SectionFormView<never>
    /** The New page's heading where it is not `title` ('Add Expert'), and its button's text ('Add New Vacancy'). */
    createTitle?: string
    addLabel: string
    /** After a create: back to the list, or on to the new item's edit form to complete it. */
    afterCreate?: 'list' | 'edit'
    /** The address's text as an item's id, or undefined when it cannot be one; by default a positive whole number. */
    parseId?: (text: string) => Item['id'] | undefined
  }
}

/** Declares a section; the kit's pages take what it returns. */
export const adminSection = <Item extends { id: number | string }, Values = never, Patch = never>(section: AdminSectionKit<Item, Values, Patch>) => section
