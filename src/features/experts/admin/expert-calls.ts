import { AdminExpert, ExpertPatch, NewExpertInput } from '../../../../contract/admin-experts.ts'
import { adminCollection } from '../../admin-kit/index.ts'

/**
 * Expert Management's calls: the list (newest experts first; search matches a name or email), one expert, making an
 * account an expert by its email, edits, and taking the expert role away (`useDelete`). Apart from the section's
 * declaration because the card's own buttons call it too.
 */
export const expertCalls = adminCollection({ name: 'experts', path: 'admin/experts', item: AdminExpert, input: NewExpertInput, patch: ExpertPatch })
