import type { AnalyticsReportData } from '../../contract/analytics.ts'

// Report answers as the API sends them, for a 30-day range in January 2030 compared with the 30 days before.

export const range = { from: '2030-01-01', to: '2030-01-30', previousFrom: '2029-12-02', previousTo: '2029-12-31' }

/** Every day of the range, oldest first, with the values `values` gives each (by its index). */
export const everyDay = <T extends object>(values: (i: number) => T) =>
  Array.from({ length: 30 }, (_, i) => ({ date: `2030-01-${String(i + 1).padStart(2, '0')}`, ...values(i) }))

export const overview = (fields: Partial<AnalyticsReportData<'overview'>> = {}): AnalyticsReportData<'overview'> => ({
  ...range,
  visitors: { current: 150, previous: 100 },
  views: { current: 400, previous: 400 },
  signUps: { current: 12, previous: 16 },
  purchases: { current: 3, previous: 0 },
  revenue: [{ currency: 'INR', current: 449_700, previous: 299_800 }],
  daily: everyDay((i) => ({ visitors: i === 29 ? 9 : 5, views: i === 29 ? 30 : 13 })),
  ...fields,
})

const row = (name: string, views: number, visitors: number, previousViews: number) => ({ name, views, visitors, previousViews })

export const screens = (fields: Partial<AnalyticsReportData<'screens'>> = {}): AnalyticsReportData<'screens'> => ({
  ...range,
  views: { current: 400, previous: 300 },
  visitors: { current: 150, previous: 100 },
  viewsPerVisit: { current: 2.67, previous: 3 },
  screens: [row('/vacancy', 120, 80, 100), row('/', 90, 70, 0), row('/vacancy/$slug', 60, 40, 60)],
  ...fields,
})

export const referrers = (fields: Partial<AnalyticsReportData<'referrers'>> = {}): AnalyticsReportData<'referrers'> => ({
  ...range,
  referrers: [row('', 300, 110, 250), row('www.google.com', 80, 30, 100)],
  ...fields,
})

export const devices = (fields: Partial<AnalyticsReportData<'devices'>> = {}): AnalyticsReportData<'devices'> => ({
  ...range,
  devices: [row('phone', 250, 100, 200), row('desktop', 150, 50, 100)],
  browsers: [row('Chrome', 300, 110, 250), row('Safari', 100, 40, 50)],
  ...fields,
})

export const searches = (fields: Partial<AnalyticsReportData<'searches'>> = {}): AnalyticsReportData<'searches'> => ({
  ...range,
  searches: { current: 40, previous: 20 },
  empty: { current: 6, previous: 8 },
  top: [
    { area: 'journals', words: 'cardiology', searches: 12, empty: 0 },
    { area: 'vacancies', words: 'lecturer', searches: 9, empty: 1 },
  ],
  noResults: [
    { area: 'vacancies', words: 'zzyzx quokka', searches: 3, empty: 3 },
    { area: 'journals', words: 'astrology', searches: 2, empty: 2 },
  ],
  ...fields,
})

export const funnel = (fields: Partial<AnalyticsReportData<'funnel'>> = {}): AnalyticsReportData<'funnel'> => ({
  ...range,
  steps: [
    { step: 'visitors', count: 1000, previous: 800, rate: null },
    { step: 'signUps', count: 50, previous: 40, rate: 0.05 },
    { step: 'verified', count: 40, previous: 40, rate: 0.8 },
    { step: 'purchased', count: 10, previous: 12, rate: 0.25 },
  ],
  signUps: everyDay((i) => ({ value: i % 10 === 0 ? 5 : 1 })),
  verifiedSignUps: everyDay((i) => ({ value: i % 10 === 0 ? 4 : 1 })),
  ...fields,
})

export const revenue = (fields: Partial<AnalyticsReportData<'revenue'>> = {}): AnalyticsReportData<'revenue'> => ({
  ...range,
  purchases: { current: 3, previous: 2 },
  revenue: [{ currency: 'INR', current: 449_700, previous: 299_800 }],
  byPlan: [{ planId: 2, plan: 'Scholar Plus', currency: 'INR', purchases: 3, amount: 449_700 }],
  byMonth: [{ month: '2030-01', currency: 'INR', purchases: 3, amount: 449_700 }],
  ended: { current: 1, previous: 2 },
  refunded: { current: 1, previous: 0 },
  refundedAmount: [{ currency: 'INR', current: 149_900, previous: 0 }],
  ...fields,
})

export const community = (fields: Partial<AnalyticsReportData<'community'>> = {}): AnalyticsReportData<'community'> => ({
  ...range,
  posts: { current: 20, previous: 10 },
  comments: { current: 45, previous: 50 },
  likes: { current: 80, previous: 80 },
  activeMembers: { current: 25, previous: 20 },
  daily: everyDay((i) => ({ posts: i % 3 === 0 ? 2 : 0, comments: i % 2 }),),
  ...fields,
})

export const chat = (fields: Partial<AnalyticsReportData<'chat'>> = {}): AnalyticsReportData<'chat'> => ({
  ...range,
  conversations: { current: 14, previous: 10 },
  medianFirstAnswerMinutes: { current: 45, previous: 90 },
  answered: { current: 12, previous: 8 },
  daily: everyDay((i) => ({ value: i % 2 })),
  ...fields,
})
