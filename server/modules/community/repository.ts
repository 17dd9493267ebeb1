import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { COMMENTS_PAGE_SIZE, POSTS_PAGE_SIZE, type Comment, type Post, type Reply } from '../../../contract/community.ts'
import { can } from '../../../contract/permissions.ts'
import { matches } from '../../db/full-text.ts'
import { selectPage } from '../../db/paging.ts'
import type { Database } from '../../db/schema.ts'
import type { FlagReasonColumn } from '../../db/schema/community.ts'
import { columnOrder, walkedPage } from '../../db/walked-page.ts'

/** Who is asking: their likes and what they may delete depend on it. Null for a visitor. */
export interface Viewer {
  id: string
  permissions: readonly string[]
}

/** A post or comment as the rules about it need it. */
export interface ItemOwner {
  id: string
  postId: string
  authorId: string
  authorName: string
  /** A post's title, or the start of a comment: what notices and the moderation log call it. */
  summary: string
  /** For a comment: the comment it answers, or null for a top-level one. */
  parentId: string | null
  hidden: boolean
}

type Row = Record<string, unknown>
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString()
/** The author may delete what they wrote, and so may whoever moderates the community. */
export const mayDelete = (viewer: Viewer | null, authorId: unknown) => Boolean(viewer && (viewer.id === authorId || can(viewer, 'community.moderate')))

/** The start of a comment, for a notice or the moderation log. */
export const snippet = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line
}

const toPost = (row: Row, viewer: Viewer | null): Post => ({
  id: row.id as string,
  title: row.title as string,
  text: row.text as string,
  createdAt: iso(row.createdAt),
  user: { id: row.authorId as string, name: row.authorName as string },
  liked: Boolean(row.liked),
  likes: Number(row.likes),
  comments: Number(row.comments),
  canDelete: mayDelete(viewer, row.authorId),
  demo: Boolean(row.demo),
})

const toReply = (row: Row, viewer: Viewer | null): Reply => ({
  id: row.id as string,
  postId: row.postId as string,
  parentId: row.parentId as string,
  text: row.text as string,
  createdAt: iso(row.createdAt),
  user: { id: row.authorId as string, name: row.authorName as string },
  canDelete: mayDelete(viewer, row.authorId),
  childComments: [],
})

const toComment = (row: Row, viewer: Viewer | null, replies: Reply[]): Comment => ({ ...toReply(row, viewer), parentId: null, childComments: replies })

/** Posts with what a card shows; whether `viewerId` likes each, when someone is signed in. */
function postSelect(db: Kysely<Database>, viewerId: string | null) {
  return db
    .selectFrom('community_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .select(['p.id', 'p.title', 'p.text', 'p.created_at as createdAt', 'p.likes', 'p.comments', 'p.author_id as authorId', 'u.name as authorName', 'p.demo'])
    .select((eb) =>
      viewerId !== null
        ? // A scalar subquery, probed on the likes' primary key for each post of the page: the planner turns an EXISTS
          // here into a hash of all the viewer's likes, read in full for every page (500 likes, 500 heap pages).
          eb.fn
            .coalesce(
              eb.selectFrom('community_likes as l').select(sql<boolean>`true`.as('liked')).whereRef('l.post_id', '=', 'p.id').where('l.user_id', '=', viewerId),
              sql<boolean>`false`,
            )
            .as('liked')
        : sql<boolean>`false`.as('liked'),
    )
}

const commentColumns = (eb: ExpressionBuilder<Database, 'community_comments' | 'users'>) =>
  [
    'community_comments.id',
    'community_comments.post_id as postId',
    'community_comments.parent_id as parentId',
    'community_comments.text',
    'community_comments.created_at as createdAt',
    'community_comments.author_id as authorId',
    eb.ref('users.name').as('authorName'),
  ] as const

export function createCommunityRepository(db: Kysely<Database>) {
  async function post(id: string, viewer: Viewer | null, trx: Kysely<Database> = db) {
    const row = await postSelect(trx, viewer?.id ?? null).where('p.id', '=', id).executeTakeFirst()
    return row ? toPost(row, viewer) : null
  }

  async function comment(id: string, viewer: Viewer | null, trx: Kysely<Database> = db): Promise<Comment | Reply | null> {
    const row = await trx
      .selectFrom('community_comments')
      .innerJoin('users', 'users.id', 'community_comments.author_id')
      .select(commentColumns)
      .where('community_comments.id', '=', id)
      .executeTakeFirst()
    if (!row) return null
    return row.parentId ? toReply(row, viewer) : toComment(row, viewer, [])
  }

  return {
    post,
    comment,

    /**
     * The feed, newest first; with a query from `searchQuery`, only the posts whose title, text or comments match. The
     * page's posts are chosen from their own table (walkedPage), and only they are joined to their authors and likes.
     */
    async feed(viewer: Viewer | null, page: number, query: string | null) {
      const candidates = db.selectFrom('community_posts').select(['community_posts.id', 'community_posts.created_at']).where('community_posts.hidden_at', 'is', null)
      // The posts' words are in their table alone: the walk tests them as the text index finds them.
      const words = (text: string) => matches('community_posts.search_vector', text)
      const search = query === null ? undefined : { walked: words(query), found: words(query), query }
      const order = columnOrder('created_at', 'desc')
      const { items, hasMore } = await walkedPage(db, { candidates, narrowing: [], search, order, table: 'community_posts', walk: 'table' }, page, POSTS_PAGE_SIZE, (rows) =>
        postSelect(db, viewer?.id ?? null)
          .innerJoin(rows.as('page'), 'page.id', 'p.id')
          .orderBy(sql.join(order('page')))
          .execute(),
      )
      return { posts: items.map((row) => toPost(row, viewer)), hasMore }
    },

    /** The post an author already made with this client id, if any. */
    async postByClientId(authorId: string, clientId: string) {
      const row = await db.selectFrom('community_posts').select('id').where('author_id', '=', authorId).where('client_id', '=', clientId).executeTakeFirst()
      return row?.id ?? null
    },

    /** Stores a post; null when the author already used the client id (a retry that raced this one). */
    async addPost(authorId: string, title: string, text: string, clientId: string | null) {
      const row = await db
        .insertInto('community_posts')
        .values({ author_id: authorId, title, text, client_id: clientId })
        .onConflict((oc) => oc.columns(['author_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      return row?.id ?? null
    },

    /** What a writer may do now: how old their account is, and until when staff silenced them. */
    async standing(userId: string) {
      const row = await db
        .selectFrom('users as u')
        .leftJoin('community_silences as s', (join) => join.onRef('s.user_id', '=', 'u.id').on('s.silenced_until', '>', new Date()))
        .select(['u.created_at as createdAt', 's.silenced_until as silencedUntil', 's.reason as silenceReason'])
        .where('u.id', '=', userId)
        .executeTakeFirstOrThrow()
      return row
    },

    /** The post or comment the rules are about, hidden or not; null when there is none. */
    async postOwner(postId: string, trx: Kysely<Database> = db): Promise<ItemOwner | null> {
      const row = await trx
        .selectFrom('community_posts as p')
        .innerJoin('users as u', 'u.id', 'p.author_id')
        .select(['p.id', 'p.author_id as authorId', 'u.name as authorName', 'p.title', 'p.hidden_at as hiddenAt'])
        .where('p.id', '=', postId)
        .executeTakeFirst()
      if (!row) return null
      return { id: row.id, postId: row.id, authorId: row.authorId, authorName: row.authorName, summary: row.title, parentId: null, hidden: row.hiddenAt !== null }
    },

    async commentOwner(commentId: string, trx: Kysely<Database> = db): Promise<ItemOwner | null> {
      const row = await trx
        .selectFrom('community_comments as c')
        .innerJoin('users as u', 'u.id', 'c.author_id')
        .leftJoin('community_comments as parent', 'parent.id', 'c.parent_id')
        .select(['c.id', 'c.post_id as postId', 'c.parent_id as parentId', 'c.author_id as authorId', 'u.name as authorName', 'c.text', 'c.hidden_at as hiddenAt', 'parent.hidden_at as parentHiddenAt'])
        .where('c.id', '=', commentId)
        .executeTakeFirst()
      if (!row) return null
      return {
        id: row.id,
        postId: row.postId,
        authorId: row.authorId,
        authorName: row.authorName,
        summary: snippet(row.text),
        parentId: row.parentId,
        hidden: row.hiddenAt !== null || row.parentHiddenAt !== null,
      }
    },

    /** A page of a post's visible top-level comments, oldest first, each with its visible replies. */
    async comments(postId: string, viewer: Viewer | null, page: number) {
      const top = await selectPage(
        db
          .selectFrom('community_comments')
          .innerJoin('users', 'users.id', 'community_comments.author_id')
          .select(commentColumns)
          .where('community_comments.post_id', '=', postId)
          .where('community_comments.parent_id', 'is', null)
          .where('community_comments.hidden_at', 'is', null)
          .orderBy('community_comments.created_at')
          .orderBy('community_comments.id'),
        page,
        COMMENTS_PAGE_SIZE,
      )
      const parentIds = top.items.map((row) => row.id)
      const replies = parentIds.length
        ? await db
            .selectFrom('community_comments')
            .innerJoin('users', 'users.id', 'community_comments.author_id')
            .select(commentColumns)
            .where('community_comments.parent_id', 'in', parentIds)
            .where('community_comments.hidden_at', 'is', null)
            .orderBy('community_comments.created_at')
            .orderBy('community_comments.id')
            .execute()
        : []
      const byParent = new Map<string, typeof replies>()
      for (const reply of replies) byParent.set(reply.parentId as string, [...(byParent.get(reply.parentId as string) ?? []), reply])
      return {
        comments: top.items.map((row) => toComment(row, viewer, (byParent.get(row.id) ?? []).map((reply) => toReply(reply, viewer)))),
        hasMore: top.hasMore,
      }
    },

    async commentByClientId(authorId: string, clientId: string) {
      return db.selectFrom('community_comments').select(['id', 'post_id as postId', 'parent_id as parentId']).where('author_id', '=', authorId).where('client_id', '=', clientId).executeTakeFirst()
    },

    /** Stores a comment or reply; null when the author already used the client id. */
    async addComment(trx: Kysely<Database>, values: { postId: string; parentId: string | null; authorId: string; text: string; clientId: string | null }) {
      const row = await trx
        .insertInto('community_comments')
        .values({ post_id: values.postId, parent_id: values.parentId, author_id: values.authorId, text: values.text, client_id: values.clientId })
        .onConflict((oc) => oc.columns(['author_id', 'client_id']).doNothing())
        .returning('id')
        .executeTakeFirst()
      return row?.id ?? null
    },

    deletePost: (trx: Kysely<Database>, postId: string) => trx.deleteFrom('community_posts').where('id', '=', postId).execute(),
    deleteComment: (trx: Kysely<Database>, commentId: string) => trx.deleteFrom('community_comments').where('id', '=', commentId).execute(),

    /**
     * Likes the post for the member, or takes their like back. The post's row is locked first, so concurrent toggles
     * on one post run one after another and its count is exact. Null when the post is missing or hidden.
     */
    async toggleLike(trx: Kysely<Database>, postId: string, userId: string) {
      const locked = await trx.selectFrom('community_posts').select('id').where('id', '=', postId).where('hidden_at', 'is', null).forUpdate().executeTakeFirst()
      if (!locked) return null
      const removed = await trx.deleteFrom('community_likes').where('post_id', '=', postId).where('user_id', '=', userId).returning('post_id').executeTakeFirst()
      if (!removed) await trx.insertInto('community_likes').values({ post_id: postId, user_id: userId }).execute()
      const { likes } = await trx
        .updateTable('community_posts')
        .set((eb) => ({ likes: eb('likes', removed ? '-' : '+', 1) }))
        .where('id', '=', postId)
        .returning('likes')
        .executeTakeFirstOrThrow()
      return { liked: !removed, likes }
    },

    /** Records a member's flag (once per item); answers how many open flags the item has now. */
    async flag(trx: Kysely<Database>, target: { postId: string } | { commentId: string }, flaggerId: string, reason: FlagReasonColumn) {
      const column = 'postId' in target ? 'post_id' : 'comment_id'
      const id = 'postId' in target ? target.postId : target.commentId
      await trx
        .insertInto('community_flags')
        .values({ [column]: id, flagger_id: flaggerId, reason })
        .onConflict((oc) => oc.columns([column, 'flagger_id']).where(column, 'is not', null).doNothing())
        .execute()
      const { open } = await trx
        .selectFrom('community_flags')
        .select((eb) => eb.fn.countAll<string>().as('open'))
        .where(column, '=', id)
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(open)
    },

    /** Takes the item out of sight; false when it already was. */
    async hide(trx: Kysely<Database>, type: 'post' | 'comment', id: string) {
      const table = type === 'post' ? 'community_posts' : 'community_comments'
      const row = await trx.updateTable(table).set({ hidden_at: new Date() }).where('id', '=', id).where('hidden_at', 'is', null).returning('id').executeTakeFirst()
      return Boolean(row)
    },

    /** Why members flagged the item, for the moderation log: "spam (2), inappropriate (1)"; null without open flags. */
    async openFlagReasons(type: 'post' | 'comment', id: string, trx: Kysely<Database> = db) {
      const rows = await trx
        .selectFrom('community_flags')
        .select(['reason', (eb) => eb.fn.countAll<string>().as('count')])
        .where(type === 'post' ? 'post_id' : 'comment_id', '=', id)
        .where('resolved_at', 'is', null)
        .groupBy('reason')
        .orderBy('reason')
        .execute()
      return rows.length ? `Flagged as ${rows.map((row) => `${row.reason} (${row.count})`).join(', ')}` : null
    },
  }
}

export type CommunityRepository = ReturnType<typeof createCommunityRepository>
