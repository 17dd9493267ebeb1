import { randomInt } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { issnFromNumber } from '../../contract/issn.ts'
import { signInAs } from './support/accounts.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const header = 'Journal title,Journal URL,Journal ISSN (print version),Journal EISSN (online version),Publisher,Country of publisher,Journal license,APC,APC amount'

test.describe('Journal Management', () => {
  test('an admin imports DOAJ’s CSV through the screen: a dry run, a reload that keeps its progress, then the apply', async ({ page, request }) => {
    const token = await signInAs(page, request, e2eAdmin)
    const tag = randomInt(100_000, 999_999)
    const title = `Screen Import Journal ${tag}`
    const issn = issnFromNumber(9_700_000 + (tag % 200_000))
    const csv = [header, `${title},https://screen.example.org/${tag},,${issn},Screen Press,India,CC BY,No,`, `Broken Row ${tag},https://x.example.org,,1234-5678,Screen Press,India,CC BY,No,`].join('\n')

    await page.goto('/admin-dashboard/journals')
    await page.getByRole('link', { name: 'Import from DOAJ' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Import journals from DOAJ' })).toBeVisible()
    await page.getByRole('button', { name: 'Dry run' }).click()
    await expect(page.getByText('Please choose a CSV file.')).toBeVisible()

    await page.getByLabel('DOAJ journal CSV').setInputFiles({ name: 'doaj.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Dry run' }).click()
    await expect(page).toHaveURL(/import=\d+/)
    await expect(page.getByRole('progressbar', { name: 'Dry run progress' })).toBeVisible()
    await expect(page.getByText('2 rows read: 1 to add, 0 to change, 1 skipped.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Journals that would be added (1)' })).toBeVisible()
    await expect(page.getByText(/Line 3: .*1234-5678.*not a valid ISSN/)).toBeVisible()

    // The import's id is in the address: a reload shows the same dry run, and asks for the file again to apply it.
    await page.reload()
    await expect(page.getByText('2 rows read: 1 to add, 0 to change, 1 skipped.')).toBeVisible()
    await expect(page.getByText('To apply it, choose the same file again')).toBeVisible()
    const search = await request.get('/api/journals', { params: { search: title }, headers: { authorization: `Bearer ${token}` } })
    expect((await search.json()).data.journals).toEqual([])

    await page.getByLabel('DOAJ journal CSV').setInputFiles({ name: 'doaj.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Apply import' }).click()
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
    await expect(page.getByText('2 rows read: 1 added, 0 updated, 1 skipped.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Journals that were added (1)' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Apply' }).first()).toContainText('Finished')

    await expect
      .poll(async () => {
        const res = await request.get('/api/journals', { params: { search: title }, headers: { authorization: `Bearer ${token}` } })
        return ((await res.json()).data.journals as { title: string }[]).map((j) => j.title)
      })
      .toEqual([title])

    // In the catalogue, the imported values say where they came from; the impact factor says it is licensed data.
    await page.getByRole('link', { name: 'Back to the journals' }).click()
    await page.getByPlaceholder('Search by title, ISSN or publisher...').fill(issn)
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await page.getByRole('link', { name: `Edit ${title}` }).click()
    await expect(page.getByText(/Licensed data/)).toBeVisible()
    await page.getByText('Where each value came from').click()
    await expect(page.getByText(/DOAJ import,/).first()).toBeVisible()
  })
})
