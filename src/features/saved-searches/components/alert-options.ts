import { alertAreas, savedSearchAlerts, type SavedSearchAlert, type SavedSearchArea } from '../../../../contract/saved-searches.ts'

const alertLabels: Record<SavedSearchAlert, string> = {
  never: 'No alert',
  instant: 'At once (bell and push)',
  daily: 'Daily email digest',
  weekly: 'Weekly email digest',
}

/** The alert choices of an area's searches: only 'No alert' where nothing new is published day by day. */
export const alertOptions = (area: SavedSearchArea) =>
  (alertAreas.includes(area) ? savedSearchAlerts : (['never'] as const)).map((value) => ({ value, label: alertLabels[value] }))
