import { readFile } from 'node:fs/promises'
import { expect as baseExpect, test, type Download, type Page } from '@playwright/test'
import { readZipEntry } from '../setup/zip.ts'
import { signInAs } from './support/accounts.ts'
import { expectAccessible, waitForSavedCache, waitForServiceWorker } from './support/checks.ts'
import { e2eAdmin, e2ePaidMember } from './support/servers.ts'

// The templates through the real server and the built app, at both sizes: the tree, downloads that need signing
// in, a file kept offline and opened with the network off, and Templates Management.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

/** Opens the branches down to a kind's files, from the top of the tree. */
async function openBranches(page: Page, ...titles: string[]) {
  for (const title of titles) {
    const trigger = page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+ files?\\)$`) })
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
  }
}

const fileRow = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })

async function downloaded(download: Download) {
  return readFile((await download.path())!)
}

test('a visitor opens the tree, sees each file’s format, size and date, is told why to sign in, and the download starts once signed in', async ({ page }) => {
  await page.goto('/templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Manuscript Templates' })).toBeVisible()
  await expect(page.getByText('Start from a template made for your article type.')).toBeVisible()
  await openBranches(page, 'Research Paper', 'Cancer Biology', 'Research on organoids')
  const word = fileRow(page, 'Research on organoids (Word)')
  await expect(word.getByText(/^Word · [\d.]+ kB · updated \d{1,2} \w{3} \d{4}$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Systematic Reviews and Meta-analysis/ })).toBeVisible()
  await expectAccessible(page)

  await word.getByRole('button', { name: 'Download Research on organoids (Word)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign in to download' })
  await expect(dialog.getByText(/Downloads need a free Scholar Hub account/)).toBeVisible()
  // Nothing floats over the dialog: the 'Chat with us' link is out of sight while it is open.
  await expect(page.locator('a[href^="https://wa.me/"]')).toBeHidden()
  await expectAccessible(page)
  await dialog.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect')?.startsWith('/templates?download=') === true)

  // Signed in, the member is back on the templates and the file they asked for downloads by itself.
  await page.getByLabel('Username / Email').fill(e2ePaidMember.email)
  await page.getByLabel('Password', { exact: true }).fill(e2ePaidMember.password)
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('main').getByRole('button', { name: 'Login' }).click()])
  expect(file.suggestedFilename()).toBe('Research-on-organoids-Word.docx')
  await expect(page).toHaveURL((url) => url.pathname === '/templates' && url.search === '')
})

test('a member downloads a Word document and a LaTeX source of the kind they open', async ({ page, request }) => {
  await signInAs(page, request, e2ePaidMember)
  await page.goto('/templates')
  await openBranches(page, 'Systematic Reviews and Meta-analysis')

  const [word] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Systematic Reviews and Meta-analysis (Word)' }).click()])
  expect(word.suggestedFilename()).toBe('Systematic-Reviews-and-Meta-analysis-Word.docx')
  const document = readZipEntry(await downloaded(word), 'word/document.xml')
  expect(document).toContain('PRISMA 2020')

  const [latex] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Systematic Reviews and Meta-analysis (LaTeX)' }).click()])
  expect(latex.suggestedFilename()).toBe('Systematic-Reviews-and-Meta-analysis-LaTeX.tex')
  expect((await downloaded(latex)).toString()).toMatch(/^% Systematic Reviews and Meta-analysis manuscript template[\s\S]+\\documentclass/)
})

// What the service worker does (a file kept offline) is tested here; the other tests block it, as the other specs do,
// rather than have it download the whole precache beside them.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a file kept offline opens with the network off; the tree says which others need a connection', async ({ page, context, request }) => {
    await signInAs(page, request, e2ePaidMember)
    await page.goto('/templates')
    await waitForServiceWorker(page)
    await openBranches(page, 'Case Report')
    const keep = page.getByRole('button', { name: 'Keep Case Report (Word) offline' })
    await keep.click()
    await expect(keep).toHaveAttribute('aria-pressed', 'true')
    await expect(fileRow(page, 'Case Report (Word)').getByText('· Kept offline')).toBeVisible()
    await waitForSavedCache(page, 'Case Report (LaTeX)')

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText('Offline: showing the templates saved on this device.')).toBeVisible()
    await openBranches(page, 'Case Report')
    const latex = fileRow(page, 'Case Report (LaTeX)')
    await expect(latex.getByText('Needs a connection')).toBeVisible()
    await expect(latex.getByRole('button', { name: 'Download Case Report (LaTeX)' })).toBeDisabled()

    const [word] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Case Report (Word)' }).click()])
    expect(word.suggestedFilename()).toBe('Case-Report-Word.docx')
    expect(readZipEntry(await downloaded(word), 'word/document.xml')).toContain('CARE')
    await context.setOffline(false)

    // Kept no longer: the copy leaves the device.
    await page.getByRole('button', { name: 'Keep Case Report (Word) offline' }).click()
    await expect(page.getByRole('button', { name: 'Keep Case Report (Word) offline' })).toHaveAttribute('aria-pressed', 'false')
  })
})

test('staff upload a template, see a refused file’s message, rename and move it, and delete it', async ({ page, request }) => {
  await signInAs(page, request, e2eAdmin)
  await page.goto('/admin-dashboard/templates')
  await expect(page.getByRole('heading', { level: 1, name: 'Templates Management' })).toBeVisible()
  const name = `Letter ${Date.now()}`
  const upload = page.getByRole('region', { name: 'Upload a template' })

  await upload.getByLabel('Article type').selectOption({ label: 'Letters to Editor' })
  await upload.getByLabel('Name').fill(name)
  await upload.getByLabel('File').setInputFiles({ name: 'letter.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('not a word document') })
  await upload.getByRole('button', { name: 'Upload template' }).click()
  await expect(upload.getByText('Choose a Word document (.docx), a LaTeX source (.tex) or a PDF')).toBeVisible()

  const tex = '\\documentclass{article}\n\\begin{document}\nTo the Editor,\n\\end{document}\n'
  await upload.getByLabel('File').setInputFiles({ name: 'letter.tex', mimeType: 'text/x-tex', buffer: Buffer.from(tex) })
  await upload.getByRole('button', { name: 'Upload template' }).click()
  await expect(page.getByText('Template uploaded.', { exact: true })).toBeVisible()
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(card.getByText('LaTeX', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  await card.getByLabel('Name').fill(`${name} renamed`)
  await card.getByLabel('Article type').selectOption({ label: 'Brief Communication' })
  await card.getByRole('button', { name: 'Save template' }).click()
  const renamed = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `${name} renamed`, exact: true }) })
  await expect(renamed.getByText('Brief Communication', { exact: true })).toBeVisible()

  await renamed.getByRole('button', { name: `Delete ${name} renamed` }).click()
  await page.getByRole('alertdialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Template deleted.', { exact: true })).toBeVisible()
  await expect(renamed).toHaveCount(0)
})
