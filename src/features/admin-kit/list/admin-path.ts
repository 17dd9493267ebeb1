import type { LinkOptions } from '@tanstack/react-router'
import type { AdminSectionId } from '../../../../contract/admin-sections.ts'

/**
 * A section's page address ('/admin-dashboard/vacancies/7/edit'), built from its id: each is a route file
 * `admin-dashboard.<id>….tsx`, so the router knows it, though its type cannot be named from an id unknown here.
 */
export const adminPath = (id: AdminSectionId, ...parts: string[]) => ['/admin-dashboard', id, ...parts].join('/') as LinkOptions['to']
