import type { NewNotification } from '../notifications/index.ts'

// What the bell tells a member about their own posts and comments. Likes, comments and replies gather into one
// unread notice per post or comment (`{count}` is filled in by the notifications repository).

const LINK = '/rc-community'
const quoted = (text: string) => `“${text}”`
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`

export const notices = {
  liked: (postId: string, title: string, likes: number) => {
    const notice = { title: 'Your post was liked', text: `${quoted(title)} now has ${plural(likes, 'like', 'likes')}.` }
    return { key: `post-likes:${postId}`, first: { ...notice, link: LINK }, more: notice }
  },
  commented: (postId: string, title: string, by: string) => ({
    key: `post-comments:${postId}`,
    first: { title: `${by} commented on your post`, text: quoted(title), link: LINK },
    more: { title: '{count} new comments on your post', text: quoted(title) },
  }),
  replied: (commentId: string, comment: string, by: string) => ({
    key: `comment-replies:${commentId}`,
    first: { title: `${by} replied to your comment`, text: quoted(comment), link: LINK },
    more: { title: '{count} new replies to your comment', text: quoted(comment) },
  }),

  hidden: (type: 'post' | 'comment', summary: string): NewNotification => ({
    title: `Your ${type} was hidden pending review`,
    text: `Members flagged ${quoted(summary)}. Staff will look at it and restore or remove it.`,
    link: LINK,
  }),
  restored: (type: 'post' | 'comment', summary: string): NewNotification => ({
    title: `Your ${type} is visible again`,
    text: `Staff reviewed ${quoted(summary)} and restored it.`,
    link: LINK,
  }),
  removed: (type: 'post' | 'comment', summary: string, reason: string | null): NewNotification => ({
    title: `Your ${type} was removed by a moderator`,
    text: reason ? `${quoted(summary)} was removed. ${reason}.` : `${quoted(summary)} was removed.`,
    link: LINK,
  }),
  silenced: (until: Date, reason: string): NewNotification => ({
    title: 'You cannot write in the community for now',
    text: `Staff silenced your account until ${until.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC: ${reason}`,
    link: LINK,
  }),
  unsilenced: (): NewNotification => ({ title: 'You may write in the community again', text: 'Staff lifted the silence on your account.', link: LINK }),
}
