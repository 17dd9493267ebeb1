import type { SitemapSource } from '../../web/sitemap.ts'
import type { ContentRepository } from './repository.ts'

/** The page the app shows at /about rather than at /page/{slug}. */
const ABOUT_SLUG = 'about'

/** The pages staff manage, each at its address in the app. */
export const contentSitemap =
  (repo: ContentRepository): SitemapSource =>
  async function* () {
    for (const page of await repo.pages()) yield { path: page.slug === ABOUT_SLUG ? '/about' : `/page/${page.slug}`, lastmod: page.updatedAt }
  }
