import { useAuth } from '../../lib/auth.ts'
import { findSection, mayOpen, type AdminSectionId } from '../../../contract/admin-sections.ts'

/** Whether the signed-in person holds the section's permission, which its buttons that change things ask. */
export function useCanChange(id: AdminSectionId) {
  const { user } = useAuth()
  const section = findSection(id)
  return Boolean(section && mayOpen(user, section))
}
