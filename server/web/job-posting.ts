import type { Salary, Vacancy, VacancyContract } from '../../contract/vacancies.ts'

// schema.org JobPosting, as Google's job search reads it: https://developers.google.com/search/docs/appearance/structured-data/job-posting

/** schema.org's employment types say hours or duration; a contract that says neither is OTHER. */
const employmentTypes: Record<VacancyContract, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  'fixed-term': 'TEMPORARY',
  locum: 'TEMPORARY',
  internship: 'INTERN',
  permanent: 'OTHER',
  fellowship: 'OTHER',
}

const salaryUnits: Record<Salary['period'], string> = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' }

/** An API moment ('…T10:00:00.000Z') with its offset written out, as schema.org's examples give dates: '…T10:00:00+00:00'. */
const withOffset = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}+00:00`

/** How many minor units make one of `currency` (2 for INR, 0 for JPY): Intl's own fraction digits. */
const minorDigits = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

function baseSalary({ min, max, currency, period }: Salary) {
  const major = (amount: number | null) => (amount === null ? undefined : amount / 10 ** minorDigits(currency))
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: { '@type': 'QuantitativeValue', minValue: major(min), maxValue: major(max), unitText: salaryUnits[period] },
  }
}

/**
 * The vacancy as a JobPosting; `url` is its page's absolute address. A closed vacancy has no `validThrough`: it is
 * past, and the page says it has closed. Keys without a value are left out when written as JSON.
 */
export function jobPosting(vacancy: Vacancy, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.description,
    datePosted: withOffset(vacancy.postedAt),
    validThrough: vacancy.status === 'closed' ? undefined : withOffset(vacancy.closesAt),
    employmentType: employmentTypes[vacancy.contract],
    hiringOrganization: { '@type': 'Organization', name: vacancy.employer },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: vacancy.city ?? undefined,
        addressRegion: vacancy.state?.title,
        addressCountry: vacancy.country.title,
      },
    },
    baseSalary: vacancy.salary ? baseSalary(vacancy.salary) : undefined,
    identifier: vacancy.reference ? { '@type': 'PropertyValue', name: vacancy.employer, value: vacancy.reference } : undefined,
    // Applications go through the employer's own site.
    directApply: false,
    url,
  }
}
