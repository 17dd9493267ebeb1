import { useQuery } from '@tanstack/react-query'
import { menuQuery } from '../../content/index.ts'
import { fallbackNavItems, toNavItems, type NavItem } from '../route-map.ts'

const none: NavItem[] = []

export function useNavItems(): NavItem[] {
  const { data, isError, fetchStatus } = useQuery(menuQuery())
  if (data) return toNavItems(data)
  // Offline on a first visit, or the call failed: the screens still exist, so show their usual names.
  return isError || fetchStatus === 'paused' ? fallbackNavItems : none
}
