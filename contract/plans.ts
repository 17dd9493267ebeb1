import * as v from 'valibot'
import { envelope } from './common.ts'

/** What a plan can grant; pages and server routes ask for access by these slugs. */
export const featureSlugs = ['journal-finder', 'vacancies', 'events', 'connect-to-expert', 'research-community', 'templates'] as const
export type FeatureSlug = (typeof featureSlugs)[number]
export const featureTitles: Record<FeatureSlug, string> = {
  'journal-finder': 'Journal Finder',
  vacancies: 'Vacancies',
  events: 'Events',
  'connect-to-expert': 'Connect to Expert',
  'research-community': 'Research Community',
  templates: 'Templates',
}

/** How long a plan lasts, as people read it: '6 months', '1 year', '2 years', or 'Free forever' for none. */
export function durationLabel(months: number | null): string {
  if (months === null) return 'Free forever'
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`
  return months === 1 ? '1 month' : `${months} months`
}

export const Plan = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  /** The card's badge text. */
  description: v.string(),
  /** For people: '3 months', '1 year', or 'Free forever' for the free tier. */
  duration: v.string(),
  durationMonths: v.nullable(v.number()),
  /** In minor units of `currency` (paise for INR): 149900 is ₹1,499.00. */
  price: v.number(),
  currency: v.string(),
  /** Feature titles for the card's list. */
  features: v.array(v.string()),
  featureSlugs: v.array(v.picklist(featureSlugs)),
  isFree: v.boolean(),
})
export type Plan = v.InferOutput<typeof Plan>
export const PlansResponse = envelope(v.array(Plan))

export const subscriptionStatuses = ['active', 'canceled', 'expired'] as const
export const Subscription = v.object({
  id: v.string(),
  planId: v.number(),
  planTitle: v.string(),
  planDescription: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  /** An active subscription whose end date has passed reads as expired. */
  status: v.picklist(subscriptionStatuses),
  /** Given by staff without payment: shown as a courtesy, never as paid. */
  courtesy: v.boolean(),
})
export type Subscription = v.InferOutput<typeof Subscription>
export const SubscriptionsResponse = envelope(v.array(Subscription))
export const ActiveSubscriptionResponse = envelope(v.nullable(Subscription))

/** The upgrade prompt: the body of every 403 for a feature the plan lacks carries these words. */
export const upgradeRequired = {
  code: 'upgrade_required',
  title: 'Upgrade Required!',
  message: 'To access this feature, please purchase or upgrade to a suitable plan.',
} as const

export const FeatureParams = v.object({ featureSlug: v.picklist(featureSlugs, 'Unknown feature') })
export const FeatureCheckResponse = envelope(v.object({ isAccessible: v.boolean() }))
