// What other areas may use of plans: whether the user's plan has a feature, the upgrade prompt when not, and a
// paid list's gate.
export { useFeatureAccess } from './use-feature-access.ts'
export { isUpgradeRequired, useUpgradePrompt } from './use-upgrade-prompt.ts'
export { useListGate } from './list-gate.tsx'
