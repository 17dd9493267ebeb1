import { expertMessages, type ExpertChanges } from '../../../contract/admin-experts.ts'
import { isStaff } from '../../../contract/permissions.ts'
import { lookupMessages } from '../../core/slug-lookups.ts'
import { HttpError, invalid, notFound, type FieldIssue } from '../../http/errors.ts'
import type { Access } from '../../core/access.ts'
import type { AdminExpertsRepository } from './admin-repository.ts'
import { adminExpert } from './admin-responses.ts'

/** A refusal of the email staff typed, said under that field. */
const refused = (status: 404 | 409, code: string, message: string) => new HttpError(status, code, message, [{ path: 'email', message }])

/**
 * Profile Management. A change of role drops the access grants this node remembers for the person, which carry the
 * role they were made with: nothing they were let through for as an expert (or as a member) outlives the change.
 */
export function createAdminExpertsService(repo: AdminExpertsRepository, access: Access) {
  async function item(id: string) {
    const row = await repo.item(id)
    if (!row) throw notFound(expertMessages.notFound)
    const stats = await repo.responseTimes([id])
    return adminExpert(row, stats.get(id) ?? null)
  }

  /** The rule the contract cannot check alone: the ids name rows, and a retired one only if the expert has it already. */
  async function checkLookups(id: string, { qualificationId, professionId, subjectIds }: ExpertChanges) {
    const [qualification, profession, subjects] = await Promise.all([
      qualificationId ? repo.refusedIds('qualifications', [qualificationId], id) : [],
      professionId ? repo.refusedIds('professions', [professionId], id) : [],
      subjectIds ? repo.refusedIds('subjects', subjectIds, id) : [],
    ])
    const issues: FieldIssue[] = []
    if (qualification.length) issues.push({ path: 'qualificationId', message: expertMessages.education })
    if (profession.length) issues.push({ path: 'professionId', message: expertMessages.profession })
    if (subjects.length) issues.push({ path: 'subjectIds', message: lookupMessages.subjects })
    if (issues.length) throw invalid(issues)
  }

  return {
    item,

    async page(search: string | undefined, page: number) {
      const { items, hasMore } = await repo.page(search, page)
      const stats = await repo.responseTimes(items.map((row) => row.id))
      return { experts: items.map((row) => adminExpert(row, stats.get(row.id) ?? null)), hasMore }
    },

    /** A verified member's account, by its email, becomes an expert. */
    async create(email: string) {
      const account = await repo.account(email)
      if (!account) throw refused(404, 'not_found', expertMessages.unknownEmail)
      if (isStaff(account)) throw refused(409, 'staff_account', expertMessages.staff)
      if (account.role === 'expert') throw refused(409, 'already_expert', expertMessages.alreadyExpert)
      if (!account.email_verified_at) throw refused(409, 'unverified', expertMessages.unverified)
      if (!(await repo.makeExpert(account.id))) throw refused(409, 'already_expert', expertMessages.alreadyExpert)
      access.forgetUser(account.id)
      return item(account.id)
    },

    /** Only the fields sent change. A made-up person of the demo data is never verified. */
    async update(id: string, changes: ExpertChanges) {
      if (changes.verified && (await repo.item(id))?.demo) throw new HttpError(409, 'demo_profile', expertMessages.demo, [{ path: 'verified', message: expertMessages.demo }])
      await checkLookups(id, changes)
      if (!(await repo.update(id, changes))) throw notFound(expertMessages.notFound)
      return item(id)
    },

    /** The expert role goes, with the profile; the account and its conversations stay. */
    async remove(id: string) {
      if (!(await repo.removeExpert(id))) throw notFound(expertMessages.notFound)
      access.forgetUser(id)
    },
  }
}

export type AdminExpertsService = ReturnType<typeof createAdminExpertsService>
