import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { Post } from '../../contract/community.ts'
import { signIn, signInAs } from './support/accounts.ts'
import { expectAccessible, waitForServiceWorker } from './support/checks.ts'
import { e2eAdmin, e2eCommunityMember as member } from './support/servers.ts'

// The research community through the real server. Titles carry a word made for the test, found by the API's search.
// A visitor asked to sign in to like or flag is PostActions.test.tsx's; the feed a visitor reads, the phone pass's.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const PENDING = 'Pending — will be posted when you are back online'
const DEMO_POST = 'How do I read a forest plot?'

/** A word no other post has: letters only, as the search reads digits and hyphens apart. */
const marker = () => `zq${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 10)}`

/** The posts the server has whose title, text or comments hold `word`. */
async function postsWith(request: APIRequestContext, word: string) {
  const response = await request.get(`/api/community-posts?search=${word}`)
  return ((await response.json()) as { data: { posts: Post[] } }).data.posts
}

const postCard = (page: Page, title: string) => page.getByRole('article', { name: title })
const feedTitle = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 3 })

async function writePost(page: Page, title: string, text: string) {
  await page.getByLabel('Post Title').fill(title)
  await page.getByLabel('Post Content').fill(text)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
}

test('a member posts, comments, replies, likes and deletes their own post; others’ posts offer no Delete', async ({ page, request }) => {
  await signInAs(page, request, member)
  await page.goto('/rc-community')
  const word = marker()
  const title = `Fixing organoids ${word}`
  await writePost(page, title, 'Which fixative keeps the lumen open?\nWe tried 4% PFA.')
  const card = postCard(page, title)
  await expect(feedTitle(page, title)).toBeVisible()
  await expect(card.getByText(PENDING)).toHaveCount(0)
  await expect(card.getByText('We tried 4% PFA.')).toBeVisible()
  expect(await postsWith(request, word)).toHaveLength(1)

  await card.getByRole('button', { name: 'Like (0)' }).click()
  await expect(card.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true')

  await card.getByRole('button', { name: 'Comments (0)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Comments' })
  await dialog.getByPlaceholder('Enter comment').fill('Methanol worked better for us.')
  await dialog.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(dialog.getByText('Methanol worked better for us.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Replies (0)' }).click()
  await dialog.getByPlaceholder('Enter reply').fill('Thanks, trying it this week.')
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click()
  await expect(dialog.getByText('Thanks, trying it this week.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Replies (1)' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(card.getByRole('button', { name: 'Comments (2)' })).toBeVisible()

  await card.getByRole('button', { name: `More actions for the post “${title}”` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  // While the confirmation is open the feed behind it is hidden from the accessibility tree, so its headings read as
  // gone before the delete is answered; the dialog closes once it is.
  await expect(confirm).toHaveCount(0)
  await expect(feedTitle(page, title)).toHaveCount(0)
  expect(await postsWith(request, word)).toHaveLength(0)

  await page.goto('/rc-community?search=forest')
  await postCard(page, DEMO_POST).getByRole('button', { name: `More actions for the post “${DEMO_POST}”` }).click()
  await expect(page.getByRole('menuitem', { name: 'Flag as spam' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0)
})

// What the service worker does (offline writing, background sync) is tested here; the other tests block it, as the
// other specs do, rather than have it download the whole precache beside them.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('posts and a comment written offline wait through a reload and are published once when the network returns', async ({ page, context, request }) => {
    await signInAs(page, request, member)
    await page.goto('/rc-community?search=forest')
    await waitForServiceWorker(page)
    const demo = postCard(page, DEMO_POST)
    await expect(demo).toBeVisible()
    const word = marker()
    const titles = [`On the train ${word} one`, `On the train ${word} two`]

    await context.setOffline(true)
    for (const title of titles) {
      await writePost(page, title, 'Written with no signal.')
      // As a person would, writing the next once this one waits, and the form is empty again.
      await expect(postCard(page, title).getByText(PENDING)).toBeVisible()
      await expect(page.getByLabel('Post Title')).toHaveValue('')
    }
    await demo.getByRole('button', { name: /^Comments/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Comments' })
    await dialog.getByPlaceholder('Enter comment').fill(`Offline comment ${word}`)
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click()
    await expect(dialog.getByText(PENDING)).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()

    await page.goto(`/rc-community?search=${word}`)
    for (const title of titles) await expect(postCard(page, title).getByText(PENDING)).toBeVisible()
    expect(await postsWith(request, word)).toHaveLength(0)

    await context.setOffline(false)
    for (const title of titles) await expect(postCard(page, title).getByText(PENDING)).toHaveCount(0)
    // The two posts, and the demo post, found by the comment's word.
    await expect.poll(async () => (await postsWith(request, word)).map((post) => post.title).sort()).toEqual([...titles, DEMO_POST].sort())
    const demoPost = (await postsWith(request, word)).find((post) => post.title === DEMO_POST)!
    const thread = ((await (await request.get(`/api/community-posts/${demoPost.id}/comments`)).json()) as { data: { comments: { text: string }[] } }).data
    expect(thread.comments.filter((comment) => comment.text === `Offline comment ${word}`)).toHaveLength(1)
    await page.reload()
    for (const title of titles) await expect(feedTitle(page, title)).toHaveCount(1)
    await expect(page.getByText(PENDING)).toHaveCount(0)
  })

  test('with the app closed, Background Sync publishes a post written offline, once', async ({ page, context, request, baseURL }) => {
    await signInAs(page, request, member)
    await page.goto('/rc-community')
    await waitForServiceWorker(page)
    const word = marker()
    const title = `Closed app ${word}`
    await context.setOffline(true)
    await writePost(page, title, 'Written offline, then the app was closed.')
    await expect(postCard(page, title).getByText(PENDING)).toBeVisible()
    expect(await postsWith(request, word)).toHaveLength(0)
    await page.close()
    // From here the browser may fire the sync itself, once it sees the network; the test fires it too, to not wait.
    await context.setOffline(false)

    // A page of the site that runs none of the app (robots.txt) only to reach the worker and fire its sync.
    const other = await context.newPage()
    await other.goto('/robots.txt')
    const cdp = await context.newCDPSession(other)
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted)
        if (found) resolve(found.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registration
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId, tag: 'scholar-hub-outbox', lastChance: false })
    await expect.poll(async () => (await postsWith(request, word)).length).toBe(1)
    // Syncing again sends nothing more: the item left the outbox.
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(baseURL!).origin, registrationId, tag: 'scholar-hub-outbox', lastChance: false })
    const reopened = await context.newPage()
    await reopened.goto(`/rc-community?search=${word}`)
    await expect(feedTitle(reopened, title)).toHaveCount(1)
    await expect(reopened.getByText(PENDING)).toHaveCount(0)
    expect(await postsWith(request, word)).toHaveLength(1)
  })
})

test('a post whose answer was lost on a flaky network is published once', async ({ page, request }) => {
  // Without the service worker, so the test's network sits between the page and the server.
  await signInAs(page, request, member)
  let lost = 0
  await page.route('**/api/community-posts/create', async (route) => {
    // The server stores the post, then the connection drops before its answer arrives: twice.
    await route.fetch()
    if (lost++ < 2) return route.abort('connectionreset')
    return route.continue()
  })
  await page.goto('/rc-community')
  const word = marker()
  const title = `Flaky signal ${word}`
  await writePost(page, title, 'Sent from a basement lab.')
  await expect(postCard(page, title).getByText(PENDING)).toBeVisible()
  await expect(postCard(page, title).getByText(PENDING)).toHaveCount(0, { timeout: 20_000 })
  expect(lost).toBeGreaterThanOrEqual(3)
  expect(await postsWith(request, word)).toHaveLength(1)
  await expect(feedTitle(page, title)).toHaveCount(1)
})

test('staff hide a flagged post and restore it from Community Moderation', async ({ page, request }) => {
  const { token } = await signIn(request, member)
  const word = marker()
  const title = `Review me ${word}`
  const made = await request.post('/api/community-posts/create', { headers: { authorization: `Bearer ${token}` }, data: { title, text: 'A fair question.' } })
  expect(made.status(), await made.text()).toBe(201)

  await signInAs(page, request, e2eAdmin)
  await page.goto(`/rc-community?search=${word}`)
  await postCard(page, title).getByRole('button', { name: `More actions for the post “${title}”` }).click()
  await page.getByRole('menuitem', { name: 'Flag as spam' }).click()
  await expect(feedTitle(page, title)).toHaveCount(0)
  expect(await postsWith(request, word)).toHaveLength(0)

  await page.goto('/admin-dashboard/community')
  const item = page.getByRole('listitem').filter({ hasText: title })
  await expect(item).toBeVisible()
  await expect(item.getByText(/Hidden/).first()).toBeVisible()
  await expectAccessible(page)
  await item.getByRole('button', { name: /Restore/ }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: /Restore/ }).click()
  await expect(page.getByText('Restored').first()).toBeVisible()
  await expect.poll(async () => (await postsWith(request, word)).length).toBe(1)

  await page.goto('/admin-dashboard/community/log')
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible()
})
