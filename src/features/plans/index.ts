// What other areas may use of plans: whether the user's plan has a feature, and the upgrade prompt when not.
export { useFeatureAccess } from './use-feature-access.ts'
export { isUpgradeRequired, useUpgradePrompt } from './use-upgrade-prompt.ts'
