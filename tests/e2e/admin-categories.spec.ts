import { randomBytes } from 'node:crypto'
import { expect as baseExpect, test } from '@playwright/test'
import { createSubject } from '../../server/seed/factories/reference.ts'
import { createVacancy } from '../../server/seed/factories/vacancies.ts'
import { signInAs } from './support/accounts.ts'
import { e2eDatabase } from './support/database.ts'
import { e2eAdmin } from './support/servers.ts'

// Signing in hashes with scrypt at OWASP's cost: seconds on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

test("staff merge 'nursing' into 'Nursing', and the vacancy directory's subject filter follows", async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex')
  const survivorTitle = `Nursing ${tag}`
  // The duplicate a careless import leaves behind, and a vacancy filed under it.
  const database = e2eDatabase()
  const { survivor, duplicate, vacancy } = await (async () => {
    const { db } = await database
    const survivor = await createSubject(db, { slug: `nursing-${tag}`, title: survivorTitle })
    const duplicate = await createSubject(db, { slug: `nursing-${tag}-copy`, title: survivorTitle.toLowerCase() })
    const vacancy = await createVacancy(db, { title: `Charge Nurse ${tag}`, subjects: [duplicate.slug] })
    return { survivor, duplicate, vacancy }
  })().finally(async () => (await database).close())

  await page.goto(`/vacancy?subjects=${survivor.slug}`)
  await expect(page.getByText('No vacancies match your filters.')).toBeVisible()

  await signInAs(page, request, e2eAdmin)
  await page.goto('/admin-dashboard/categories')
  await expect(page).toHaveURL(/\/admin-dashboard\/categories\/subjects$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects' })).toBeVisible()
  const row = page.getByRole('list', { name: 'Subjects' }).getByRole('listitem').filter({ hasText: `${duplicate.slug} ·` })
  await expect(row).toContainText('Used by 1 vacancy')

  await row.getByRole('button', { name: `Merge ${duplicate.title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Merge ${duplicate.title}` })
  await dialog.getByRole('combobox', { name: 'Merge into' }).selectOption({ label: survivor.title })
  await expect(dialog.getByRole('status')).toHaveText(
    `1 record (1 vacancy) will move from '${duplicate.title}' to '${survivor.title}', which has no records now. '${duplicate.title}' will be retired.`,
  )
  await dialog.getByRole('button', { name: `Merge into ${survivor.title}` }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`'${duplicate.title}' merged into '${survivor.title}'.`, { exact: true })).toBeVisible()
  await expect(row).toContainText('Retired')
  await expect(row).toContainText(`Merged into ${survivor.title}`)
  await expect(page.getByRole('list', { name: 'Subjects' }).getByRole('listitem').filter({ hasText: `${survivor.slug} ·` })).toContainText('Used by 1 vacancy')

  await page.goto(`/vacancy?subjects=${survivor.slug}`)
  await expect(page.getByRole('list', { name: 'Vacancies', exact: true }).getByRole('heading', { name: vacancy.title })).toBeVisible()
})
