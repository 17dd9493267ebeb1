// The kit the areas' management sections are declared with (docs/decisions/0025), and the parts a section that does
// more uses on its own screens: its cards, the confirmation, the tabs, the form's field helpers and styles.
export { AdminItemCard } from './list/AdminItemCard.tsx'
export { ConfirmDelete } from './list/ConfirmDelete.tsx'
export { SectionTabs } from './list/SectionTabs.tsx'
export { PlaceFields } from './form/PlaceFields.tsx'
export { SubjectChecklist } from './form/SubjectChecklist.tsx'
export { asOptions, dateError, listError, lookupValue, picklistOptions, timeZoneName, toLocalInput, toMoment } from './form/form-values.ts'
export * as formStyles from './form/AdminForm.css.ts'
export { adminCollection } from './api/admin-collection.ts'
export { adminSection } from './section.ts'
export { sectionForm, type FieldsProps } from './form/section-form.tsx'
export { useCanChange } from './use-can-change.ts'
export * as listStyles from './list/AdminList.css.ts'
