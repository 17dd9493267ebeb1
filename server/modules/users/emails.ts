import { renderMail } from '../../mail/layout.ts'

export interface RoleChangeFacts {
  actor: string
  member: string
  email: string
  from: string
  to: string
}

/** Every admin hears of a role change, so a grant nobody meant is seen at once. */
export const roleChangedEmail = (name: string, f: RoleChangeFacts, url: string) =>
  renderMail({
    subject: `${f.actor} changed ${f.member}'s role on Scholar Hub`,
    greeting: `Hello ${name},`,
    paragraphs: [`${f.actor} changed the role of ${f.member} (${f.email}) from ${f.from} to ${f.to}.`],
    action: { label: 'Open the account', url },
    closing: 'Every admin gets this mail when an account’s role changes. If the change was not meant, change the role back and look at the audit log.',
  })
