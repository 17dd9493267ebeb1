import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { DASHBOARD_MAX_AGE_MS } from '../../../contract/dashboard.ts'
import { useSocket } from '../../lib/socket.ts'
import { dashboardKeys } from './api/dashboard.ts'

// A server may answer figures counted up to DASHBOARD_MAX_AGE_MS before the change, so the figures are read once at
// the news and once more after that age; news meanwhile is covered by the second read. A burst of sign-ups costs
// two requests, not one each.
const SETTLED_MS = DASHBOARD_MAX_AGE_MS + 500

/** Keeps the open Dashboard in step with the records: the server says on the staff socket when they change. */
export function useDashboardLive() {
  const queryClient = useQueryClient()
  const socket = useSocket()
  useEffect(() => {
    if (!socket) return
    let settling: number | undefined
    const refetch = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.figures })
    const onChanged = () => {
      if (settling !== undefined) return
      refetch()
      settling = window.setTimeout(() => {
        settling = undefined
        refetch()
      }, SETTLED_MS)
    }
    socket.on('dashboard:changed', onChanged)
    return () => {
      socket.off('dashboard:changed', onChanged)
      window.clearTimeout(settling)
    }
  }, [socket, queryClient])
}
