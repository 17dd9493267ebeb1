import { VacancyResponse, VacancySlug, vacancyPageMeta } from '../../contract/vacancies.ts'
import { detailPage } from './detail-page.ts'
import { jobPosting } from './job-posting.ts'

/** `/vacancy/{slug}`: the vacancy's title and description, and its JobPosting. */
export const vacancyPage = detailPage({
  path: /^\/vacancy\/([^/]+)$/,
  slug: VacancySlug,
  apiPath: (slug) => `vacancies/${slug}`,
  answer: VacancyResponse,
  head: ({ data }, url) => ({ ...vacancyPageMeta(data), jsonLd: jobPosting(data, url) }),
})
