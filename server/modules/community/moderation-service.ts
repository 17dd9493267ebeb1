import type { Kysely } from 'kysely'
import { moderationMessages, type SilenceBody } from '../../../contract/admin-community.ts'
import { communityMessages } from '../../../contract/community.ts'
import { isStaff } from '../../../contract/permissions.ts'
import type { Database } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http/errors.ts'
import type { StaffActor } from '../../core/audit.ts'
import type { NotificationsRepository } from '../notifications/index.ts'
import type { ModerationRepository } from './moderation-repository.ts'
import { notices } from './notices.ts'
import type { CommunityRepository } from './repository.ts'
import { inTransaction } from '../../db/transaction.ts'

const DAY = 24 * 60 * 60 * 1000

export interface ModerationServiceDeps {
  db: Kysely<Database>
  repo: CommunityRepository
  moderation: ModerationRepository
  notifications: NotificationsRepository
}

/**
 * Staff's decisions about the community: the queue of flagged items, restoring one, silencing a member and letting
 * them write again. Each is recorded with who made it, and the member is told. (Staff delete through the community's
 * own delete, which records it the same way.)
 */
export function createModerationService({ db, repo, moderation, notifications }: ModerationServiceDeps) {
  return {
    queue: (page: number) => moderation.queue(page),
    actions: (page: number) => moderation.actions(page),
    silenced: (page: number) => moderation.silenced(page),

    /** Staff show an item again and close its flags; the author is told when it had been hidden. */
    async restore(staff: StaffActor, type: 'post' | 'comment', id: string) {
      const item = type === 'post' ? await repo.postOwner(id) : await repo.commentOwner(id)
      if (!item) throw notFound(type === 'post' ? communityMessages.postNotFound : communityMessages.commentNotFound)
      await inTransaction(db, async (trx) => {
        const { waited, wasHidden } = await moderation.restore(trx, type, id)
        if (!waited) throw new HttpError(409, 'nothing_to_review', moderationMessages.nothingToReview)
        await moderation.log(trx, staff, 'restore', { type, ...item }, null)
        if (wasHidden) await notifications.create(trx, item.authorId, notices.restored(type, item.summary))
      })
    },

    async silence(staff: StaffActor, userId: string, { days, reason }: SilenceBody) {
      const member = await moderation.member(userId)
      if (!member) throw notFound(moderationMessages.memberNotFound)
      if (isStaff(member)) throw badRequest(moderationMessages.staff)
      const until = new Date(Date.now() + days * DAY)
      await inTransaction(db, async (trx) => {
        await moderation.silence(trx, userId, until, reason, staff.id)
        await moderation.log(trx, staff, 'silence', { type: 'user', id: userId, authorId: userId, authorName: member.name, summary: `${member.name} for ${days} ${days === 1 ? 'day' : 'days'}` }, reason)
        await notifications.create(trx, userId, notices.silenced(until, reason))
      })
      return { id: member.id, name: member.name, email: member.email, silencedUntil: until.toISOString(), reason }
    },

    async unsilence(staff: StaffActor, userId: string) {
      const member = await moderation.member(userId)
      if (!member) throw notFound(moderationMessages.memberNotFound)
      await inTransaction(db, async (trx) => {
        if (!(await moderation.unsilence(trx, userId))) throw notFound(moderationMessages.notSilenced)
        await moderation.log(trx, staff, 'unsilence', { type: 'user', id: userId, authorId: userId, authorName: member.name, summary: member.name }, null)
        await notifications.create(trx, userId, notices.unsilenced())
      })
    },
  }
}

export type ModerationService = ReturnType<typeof createModerationService>
