import { useQuery } from '@tanstack/react-query'
import { isStaff } from '../../../contract/permissions.ts'
import type { FeatureSlug } from '../../../contract/plans.ts'
import { useAuth } from '../../lib/auth.ts'
import { featureAccessQuery } from './api/plans-queries.ts'

/**
 * Mirrors the server's rule for a gated feature: visitors never have it, staff always do, members when a plan
 * grants it. Undefined while the check is on its way; offline or on a failed check, the profile's paid-plan
 * flag stands in, and the server still has the last word.
 */
export function useFeatureAccess(feature: FeatureSlug): boolean | undefined {
  const { user } = useAuth()
  const check = useQuery({ ...featureAccessQuery(feature), enabled: Boolean(user) && !isStaff(user) })
  if (!user) return false
  if (isStaff(user)) return true
  if (check.data !== undefined) return check.data
  return check.isFetching ? undefined : user.isAccessible
}
