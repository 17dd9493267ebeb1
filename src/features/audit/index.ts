// The audit log's parts other areas show: a record's own history, which the admin kit's Edit pages are given.
export { RecordTimeline } from './components/RecordTimeline.tsx'
