// The audit log's parts other areas show: a record's own history on the admin kit's Edit pages.
export { RecordTimeline } from './components/RecordTimeline.tsx'
