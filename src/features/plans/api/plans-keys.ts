import type { FeatureSlug } from '../../../../contract/plans.ts'
import { userKey } from '../../../lib/user-key.ts'

// What a plan unlocks differs per user, so those answers are user keys and go with the user at sign-out. The
// plans themselves and the payment settings are the same for everyone.
export const planKeys = {
  plans: ['plans'] as const,
  paypalSettings: ['paypal-settings'] as const,
  subscriptions: userKey('subscriptions'),
  activeSubscription: userKey('subscriptions', 'active'),
  feature: (feature: FeatureSlug) => userKey('feature', feature),
}
