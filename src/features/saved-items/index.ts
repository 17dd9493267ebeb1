// What other areas may use of saved items: the Save button on cards and pages, and the dashboard's 'Saved' tab,
// which comes in a chunk of its own when the tab is opened, so no directory's script carries it.
export { SaveButton } from './components/SaveButton.tsx'
export const loadSavedTab = () => import('./components/SavedTab.tsx').then((m) => ({ default: m.SavedTab }))
