import { renderMail } from '../../mail/layout.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { ClaimedDigest } from './digests.ts'

const areaNouns = { vacancies: 'vacancy', events: 'event', community: 'community post' } as const

/**
 * A digest as mail: each item once, with the searches that found it. `unsubscribeUrl` is the one-click address
 * (RFC 8058) that stops every search this digest reports; `stopUrl` the page a reader opens to do the same.
 */
export function digestMail(digest: ClaimedDigest, links: { publicUrl: string; unsubscribeUrl: string; stopUrl: string }): Omit<MailMessage, 'to'> {
  const count = digest.items.length
  const what = count === 1 ? `a new ${areaNouns[digest.items[0]!.area]}` : `${count} new items`
  const mail = renderMail({
    subject: `Your ${digest.cadence} alert: ${what} for your saved searches`,
    greeting: `Hello ${digest.name},`,
    paragraphs: [`Your saved searches found ${what} since your last ${digest.cadence} alert.`],
    list: digest.items.map((item) => ({
      title: item.title,
      url: `${links.publicUrl}${item.path}`,
      lines: [
        ...(item.detail ? [item.detail] : []),
        item.foundBy.length ? `Found by your search${item.foundBy.length > 1 ? 'es' : ''} ${item.foundBy.map((name) => `“${name}”`).join(', ')}` : `A ${areaNouns[item.area]}`,
      ],
    })),
    action: { label: 'Manage your alerts', url: `${links.publicUrl}/user-dashboard?tab=saved` },
    closing: `You get this mail because you asked for a ${digest.cadence} alert of these saved searches.`,
    footer: [{ label: 'Stop these alerts', url: links.stopUrl }],
  })
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${links.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
