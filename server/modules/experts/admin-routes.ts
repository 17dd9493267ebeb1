import { AdminExpertListQuery, AdminExpertParams, ExpertPatch, NewExpertInput } from '../../../contract/admin-experts.ts'
import { sectionRoutes } from '../../core/admin/section-routes.ts'
import type { AdminExpertsService } from './admin-service.ts'

/** Profile Management: an expert is made from a member's account, by its email; deleting one takes only the role. */
export const adminExpertsRoutes = (service: AdminExpertsService) =>
  sectionRoutes({
    section: 'experts',
    schemas: { list: AdminExpertListQuery, params: AdminExpertParams, input: NewExpertInput, patch: ExpertPatch },
    service: { ...service, create: ({ email }) => service.create(email) },
    messages: { created: (expert) => `${expert.name} is now an expert.`, updated: 'Expert updated.', deleted: 'The expert role was removed.' },
    summary: (expert) => expert.name,
  })
