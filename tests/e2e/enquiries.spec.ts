import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { expectAccessible } from './support/checks.ts'
import { mailFolders } from './support/mail.ts'
import { e2eAdmin } from './support/servers.ts'

// Writing services and Contact Us through the real server, at both sizes: a visitor sends, staff find it in their
// section and act on it, and the mails land in the server's outbox.

// A long journey through several screens: generous limits, for when another run shares the two cores.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const tag = () => randomBytes(4).toString('hex')
const outbox = () => mailFolders.outbox(Number(process.env.E2E_PORT))

/** The text of the mails to `address` in the server's outbox, waited for until one holds `text`. */
async function expectMail(address: string, text: string) {
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox()).catch(() => [] as string[])
        const mails = await Promise.all(names.map((name) => readFile(path.join(outbox(), name), 'utf8')))
        return mails.some((mail) => mail.includes(`To: ${address}`) && mail.replace(/=\r?\n/g, '').includes(text))
      },
      { message: `a mail to ${address} saying ${text}` },
    )
    .toBe(true)
}

/** What the admin API has for `search` in a section's list. */
async function adminList(request: APIRequestContext, token: string, section: 'enquiries' | 'queries', search: string) {
  const response = await request.get(`/api/admin/${section}`, { params: { search }, headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Record<string, unknown[]> }).data[section]!
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title })

test('a visitor sends a writing-service enquiry, and staff see it, change its status and note it', async ({ page, request }) => {
  const email = `client-${tag()}@example.org`
  await page.goto('/writting')
  await expect(page.getByRole('heading', { level: 1, name: 'Writing Services' })).toBeVisible()
  await page.getByLabel('Client Name').fill('Priya Natarajan')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958')
  const service = page.getByRole('combobox', { name: 'Type of Service' })
  await service.fill('statis')
  await expect(page.getByRole('option', { name: 'Statistical analysis' })).toBeVisible()
  await service.press('Enter')
  await expect(service).toHaveValue('Statistical analysis')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByText('Enquiry sent!', { exact: true })).toBeVisible()
  const text = await page.getByRole('region', { name: /^Notifications/ }).getByText(/Your reference is WS-\d{4}-\d{6}/).textContent()
  const reference = /WS-\d{4}-\d{6}/.exec(text ?? '')![0]
  await expect(page.getByLabel('Client Name')).toHaveValue('')
  await expectMail(email, reference)

  await signInAs(page, request, e2eAdmin)
  await page.goto(`/admin-dashboard/enquiries?search=${reference}`)
  const enquiry = card(page, reference)
  await expect(enquiry).toBeVisible()
  await expect(enquiry.getByText('Statistical analysis')).toBeVisible()
  await enquiry.getByLabel(`Status of ${reference}`).selectOption('quoted')
  await expect(enquiry.getByText('Quoted', { exact: true }).first()).toBeVisible()
  await enquiry.getByRole('button', { name: `Add note: ${reference}` }).click()
  const dialog = page.getByRole('dialog', { name: `Note on ${reference}` })
  await dialog.getByLabel('Note').fill('Quoted 3 days for the analysis plan.')
  await dialog.getByRole('button', { name: 'Add note' }).click()
  await expect(enquiry.getByText('Quoted 3 days for the analysis plan.')).toBeVisible()
  await page.goto('/admin-dashboard/enquiries?status=quoted')
  await expect(card(page, reference)).toBeVisible()
  await expectAccessible(page)
})

test('a visitor writes through Contact Us, and staff reply by mail from Queries Management', async ({ page, request }) => {
  const email = `sender-${tag()}@example.org`
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /^Open in Google Maps/ })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Show map' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByLabel('Name', { exact: true }).fill('Daniel <b>Okafor</b>')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill('Do you offer group plans for a department?')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('')

  await signInAs(page, request, e2eAdmin)
  await page.goto(`/admin-dashboard/queries?search=${email}`)
  const query = card(page, 'Daniel <b>Okafor</b>')
  await expect(query.getByText('Do you offer group plans for a department?')).toBeVisible()
  await query.getByRole('button', { name: 'Reply: Daniel <b>Okafor</b>' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reply to Daniel <b>Okafor</b>' })
  await dialog.getByLabel('Reply').fill('Yes: department plans start at five seats.')
  await dialog.getByRole('button', { name: 'Reply' }).click()
  await expect(query.getByText('Answered', { exact: true }).first()).toBeVisible()
  await expect(query.getByText('Yes: department plans start at five seats.')).toBeVisible()
  await expectMail(email, 'department plans start at five seats')
  await expectAccessible(page)
})

test('a robot that fills the hidden field is refused, and nothing reaches staff', async ({ page, request }) => {
  const email = `robot-${tag()}@example.org`
  await page.goto('/contact')
  await page.getByLabel('Name', { exact: true }).fill('Cheap SEO')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Message').fill('Rank first on Google today!')
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Your message could not be sent. Please try again, or write to us by email.', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Message')).toHaveValue('Rank first on Google today!')
  const token = await signInAs(page, request, e2eAdmin)
  expect(await adminList(request, token, 'queries', email)).toEqual([])
})
