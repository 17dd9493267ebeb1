import type { Kysely } from 'kysely'
import { communityMessages, type CreateCommentBody, type CreatePostBody, type FlagReason } from '../../../contract/community.ts'
import { searchQuery } from '../../db/full-text.ts'
import { can } from '../../../contract/permissions.ts'
import type { Database } from '../../db/schema.ts'
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import type { DashboardNotice } from '../../core/realtime/socket-server.ts'
import type { SessionUser } from '../../core/auth/sessions.ts'
import type { NotificationsRepository } from '../notifications/index.ts'
import type { ModerationRepository } from './moderation-repository.ts'
import { notices } from './notices.ts'
import { mayDelete, type CommunityRepository, type ItemOwner, type Viewer } from './repository.ts'
import { actorOf } from '../../core/audit.ts'
import type { SearchRecorder } from '../../core/ports.ts'
import { inTransaction } from '../../db/transaction.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Open flags from this many members take an item out of sight until staff decide; a flag from staff does at once. */
export const FLAGS_TO_HIDE = 3

// Everyone is limited; an account on its first day more so, as forums do against spam accounts.
export const communityLimits = {
  post: { name: 'community-post', max: 10, windowMs: HOUR, message: 'You are posting too often. Please wait a while before posting again.' },
  firstDayPost: { name: 'community-post-first-day', max: 3, windowMs: DAY, message: 'New accounts may make 3 posts on their first day. Please come back tomorrow.' },
  comment: { name: 'community-comment', max: 30, windowMs: 10 * 60_000, message: 'You are commenting too quickly. Please wait a few minutes.' },
  firstDayComment: {
    name: 'community-comment-first-day',
    max: 10,
    windowMs: DAY,
    message: 'New accounts may write 10 comments and replies on their first day. Please come back tomorrow.',
  },
  like: { name: 'community-like', max: 20, windowMs: 10_000, message: 'You are liking too quickly. Please wait a few seconds.' },
  flag: { name: 'community-flag', max: 20, windowMs: HOUR, message: 'You have flagged a lot in the last hour. Please wait before flagging more.' },
} satisfies Record<string, Limit>

const clientIdReused = () => new HttpError(409, 'client_id_reused', communityMessages.clientIdReused)
const postNotFound = () => notFound(communityMessages.postNotFound)
const commentNotFound = () => notFound(communityMessages.commentNotFound)

export interface CommunityServiceDeps {
  db: Kysely<Database>
  repo: CommunityRepository
  moderation: ModerationRepository
  notifications: NotificationsRepository
  limiter: Limiter
  dashboardChanged: DashboardNotice
  analytics: SearchRecorder
}

/**
 * The community's rules, enforced here whatever the client shows: everyone reads; members with the feature write,
 * like and flag unless staff silenced them; only an item's author or staff delete it; everyone is rate limited and
 * new accounts more so; a client id makes a retried write answer the first one; enough flags hide an item until
 * staff decide, and every staff decision about what a member wrote is recorded.
 */
export function createCommunityService({ db, repo, moderation, notifications, limiter, dashboardChanged, analytics }: CommunityServiceDeps) {
  /** Refuses a silenced member; counts the write against the member's limits and answers how to give it back. */
  async function admitWriter(user: SessionUser, limit: Limit, firstDay: Limit | null) {
    const standing = await repo.standing(user.id)
    if (standing.silencedUntil) {
      const until = new Date(standing.silencedUntil).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
      throw new HttpError(403, 'silenced', `Staff have silenced your account until ${until} UTC: ${standing.silenceReason}`)
    }
    const giveBacks = [await limiter.take(limit, user.id)]
    const isNew = Date.now() - new Date(standing.createdAt).getTime() < DAY
    if (firstDay && isNew && !can(user, 'community.moderate')) {
      try {
        giveBacks.push(await limiter.take(firstDay, user.id))
      } catch (err) {
        await giveBacks[0]!()
        throw err
      }
    }
    return () => Promise.all(giveBacks.map((giveBack) => giveBack())).then(() => undefined)
  }

  /**
   * Runs a write counted against the member's limits. A write that fails does not use them up, nor one that finds
   * it was made already (it calls `giveBack`).
   */
  async function counted<T>(user: SessionUser, limit: Limit, firstDay: Limit | null, write: (giveBack: () => Promise<void>) => Promise<T>) {
    const giveBack = await admitWriter(user, limit, firstDay)
    try {
      return await write(giveBack)
    } catch (err) {
      await giveBack()
      throw err
    }
  }

  async function visiblePost(postId: string) {
    const post = await repo.postOwner(postId)
    if (!post || post.hidden) throw postNotFound()
    return post
  }

  /** Deletes a post or comment; a staff deletion of a member's item is recorded and the author is told why. */
  async function remove(user: SessionUser, address: string, type: 'post' | 'comment', item: ItemOwner) {
    if (!mayDelete(user, item.authorId)) throw forbidden(communityMessages.notYours)
    const byStaff = user.id !== item.authorId
    const reason = byStaff ? await repo.openFlagReasons(type, item.id) : null
    await inTransaction(db, async (trx) => {
      if (type === 'post') await repo.deletePost(trx, item.id)
      else await repo.deleteComment(trx, item.id)
      if (!byStaff) return
      await moderation.log(trx, actorOf(user, address), 'delete', { type, ...item }, reason)
      await notifications.create(trx, item.authorId, notices.removed(type, item.summary, reason))
    })
  }

  /** The comment the author already wrote with this client id, when there is one; a 409 when it is elsewhere. */
  async function writtenBefore(user: SessionUser, postId: string, parent: ItemOwner | null, clientId: string | undefined) {
    const existing = clientId ? await repo.commentByClientId(user.id, clientId) : undefined
    if (!existing) return null
    if (existing.postId !== postId || existing.parentId !== (parent?.id ?? null)) throw clientIdReused()
    return { comment: (await repo.comment(existing.id, user))!, created: false }
  }

  async function addComment(user: SessionUser, postId: string, parent: ItemOwner | null, { text, clientId }: CreateCommentBody) {
    const before = await writtenBefore(user, postId, parent, clientId)
    if (before) return before
    const post = await visiblePost(postId)
    return counted(user, communityLimits.comment, communityLimits.firstDayComment, async (giveBack) => {
      const id = await inTransaction(db, async (trx) => {
        const added = await repo.addComment(trx, { postId, parentId: parent?.id ?? null, authorId: user.id, text, clientId: clientId ?? null })
        if (!added) return null
        const told = parent ?? post
        if (told.authorId !== user.id) {
          const notice = parent ? notices.replied(parent.id, parent.summary, user.name) : notices.commented(post.id, post.summary, user.name)
          await notifications.gather(trx, told.authorId, notice.key, notice.first, notice.more)
        }
        return added
      })
      // The same client id raced this request and won: its comment is the answer.
      if (!id) {
        await giveBack()
        return (await writtenBefore(user, postId, parent, clientId))!
      }
      return { comment: (await repo.comment(id, user))!, created: true }
    })
  }

  async function postWrittenBefore(user: SessionUser, clientId: string | undefined) {
    const existing = clientId ? await repo.postByClientId(user.id, clientId) : null
    return existing ? { post: (await repo.post(existing, user))!, created: false } : null
  }

  return {
    async feed(viewer: Viewer | null, page: number, search: string | undefined) {
      const query = search ? await searchQuery(db, search) : null
      const feed = await repo.feed(viewer, page, query)
      if (search && page === 1) analytics.searched('community', search, feed.posts.length)
      return feed
    },

    /** Publishes a post; with a client id already used by this author, answers that post instead of making another. */
    async createPost(user: SessionUser, { title, text, clientId }: CreatePostBody) {
      const before = await postWrittenBefore(user, clientId)
      if (before) return before
      return counted(user, communityLimits.post, communityLimits.firstDayPost, async (giveBack) => {
        const id = await repo.addPost(user.id, title, text, clientId ?? null)
        // The same client id raced this request and won: its post is the answer.
        if (!id) {
          await giveBack()
          return (await postWrittenBefore(user, clientId))!
        }
        return { post: (await repo.post(id, user))!, created: true }
      })
    },

    /** `address` is where the request came from, which a staff deletion's audit entry keeps. */
    async deletePost(user: SessionUser, address: string, postId: string) {
      const post = await repo.postOwner(postId)
      if (!post) throw postNotFound()
      await remove(user, address, 'post', post)
    },

    async comments(viewer: Viewer | null, postId: string, page: number) {
      await visiblePost(postId)
      return repo.comments(postId, viewer, page)
    },

    createComment: (user: SessionUser, postId: string, body: CreateCommentBody) => addComment(user, postId, null, body),

    /** Replies go one level deep: to a comment, never to a reply. */
    async createReply(user: SessionUser, postId: string, commentId: string, body: CreateCommentBody) {
      const parent = await repo.commentOwner(commentId)
      if (!parent || parent.postId !== postId || parent.hidden) throw commentNotFound()
      if (parent.parentId) throw badRequest(communityMessages.replyToReply)
      return addComment(user, postId, parent, body)
    },

    async deleteComment(user: SessionUser, address: string, postId: string, commentId: string) {
      const comment = await repo.commentOwner(commentId)
      if (!comment || comment.postId !== postId) throw commentNotFound()
      await remove(user, address, 'comment', comment)
    },

    async toggleLike(user: SessionUser, postId: string) {
      return counted(user, communityLimits.like, null, () =>
        inTransaction(db, async (trx) => {
          const result = await repo.toggleLike(trx, postId, user.id)
          if (!result) throw postNotFound()
          const post = (await repo.postOwner(postId, trx))!
          if (result.liked && post.authorId !== user.id) {
            const notice = notices.liked(postId, post.summary, result.likes)
            await notifications.gather(trx, post.authorId, notice.key, notice.first, notice.more)
          }
          return result
        }),
      )
    },

    /** A member asks staff to look at a post or comment; enough flags hide it until they do. */
    async flag(user: SessionUser, target: { postId: string; commentId?: string }, reason: FlagReason) {
      const item = target.commentId ? await repo.commentOwner(target.commentId) : await repo.postOwner(target.postId)
      if (!item || item.postId !== target.postId || item.hidden) throw target.commentId ? commentNotFound() : postNotFound()
      if (item.authorId === user.id) throw badRequest('You cannot flag what you wrote')
      const type = target.commentId ? 'comment' : 'post'
      const result = await counted(user, communityLimits.flag, null, () =>
        inTransaction(db, async (trx) => {
          const open = await repo.flag(trx, type === 'post' ? { postId: item.id } : { commentId: item.id }, user.id, reason)
          if (open < FLAGS_TO_HIDE && !can(user, 'community.moderate')) return { hidden: false }
          if (await repo.hide(trx, type, item.id)) await notifications.create(trx, item.authorId, notices.hidden(type, item.summary))
          return { hidden: true }
        }),
      )
      dashboardChanged('community')
      return result
    },

  }
}

export type CommunityService = ReturnType<typeof createCommunityService>
