// The admin area's sections and who may open each: what the sidebar lists, the guard asks and the kit's pages build
// their addresses and buttons from. Kept apart from the kit, so the sidebar and the guard do not bring its screens.
export { adminSections, findSection, mayOpen, permissionFor, type AdminSectionId } from './sections.ts'
