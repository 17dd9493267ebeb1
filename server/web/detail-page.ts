import * as v from 'valibot'

/** What a detail page's <head> says in place of the site's own title and description. */
export interface PageHead {
  /** The page's own title; the shell adds the site's name, as the app does. */
  title: string
  description: string
  /** The page's absolute address: its canonical link. */
  url: string
  /** schema.org data for search engines; keys without a value are left out. */
  jsonLd: object
}

/** A screen about one item (`/vacancy/{slug}`, `/event/{slug}`), as the shell uses it. */
export interface DetailPage {
  /** The screen's address; its one group is the item's slug. */
  path: RegExp
  /** The API path (under /api) that answers the item, or null for a slug the contract says names nothing. */
  apiPath: (slug: string) => string | null
  /** The head for the API's answer, given the page's absolute address. */
  head: (answer: unknown, url: string) => PageHead
}

/** A detail page as its area describes it, with the contract's rules for the slug and the answer. */
interface DetailPageSpec<T> {
  path: RegExp
  slug: v.GenericSchema<string>
  apiPath: (slug: string) => string
  answer: v.GenericSchema<unknown, T>
  head: (answer: T, url: string) => Omit<PageHead, 'url'>
}

export function detailPage<T>(spec: DetailPageSpec<T>): DetailPage {
  return {
    path: spec.path,
    // Checked before asking the API: a slug that could name nothing must not reach one of the area's fixed paths.
    apiPath: (slug) => (v.is(spec.slug, slug) ? spec.apiPath(slug) : null),
    // Read with the contract's schema, as the app reads it, so an answer that drifted fails here too.
    head: (answer, url) => ({ ...spec.head(v.parse(spec.answer, answer), url), url }),
  }
}
