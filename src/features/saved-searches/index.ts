// What other areas may use of saved searches: 'Save this search' on the directories, Settings' alert mail, and the
// dashboard's list, which comes in a chunk of its own with the 'Saved' tab.
export { SaveSearchButton } from './components/SaveSearchButton.tsx'
export const loadSavedSearches = () => import('./components/SavedSearches.tsx').then((m) => ({ default: m.SavedSearches }))
export const loadAlertMailSetting = () => import('./components/AlertMailSetting.tsx').then((m) => ({ default: m.AlertMailSetting }))
