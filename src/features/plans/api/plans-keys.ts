import type { FeatureSlug } from '../../../../contract/plans.ts'
import { userKey } from '../../../lib/user-key.ts'

// What a plan unlocks differs per user, so both answers are user keys and go with the user at sign-out.
export const planKeys = {
  subscriptions: userKey('subscriptions'),
  feature: (feature: FeatureSlug) => userKey('feature', feature),
}
