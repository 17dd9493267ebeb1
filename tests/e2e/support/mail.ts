import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { decodeQuotedPrintable } from '../../setup/smtp-sink.ts'
import { e2eDataDir } from './servers.ts'

/** Where a server's mail lands: its outbox, or what its SMTP server received. */
export const mailFolders = {
  outbox: (port: number) => path.join(e2eDataDir(port), 'mail'),
  smtp: (port: number) => path.join(e2eDataDir(port), 'smtp-received'),
}

/** Every message mailed to the address, decoded, oldest first. */
export async function messagesTo(folder: string, address: string) {
  const names = await readdir(folder).catch(() => [] as string[])
  const texts = await Promise.all(names.sort().map((n) => readFile(path.join(folder, n), 'utf8').then(decodeQuotedPrintable)))
  return texts.filter((t) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\s*$`, 'mi').test(t))
}

/** The path and query of the newest `/verify-email`, `/reset-password` or alert unsubscribe link mailed to the address. */
export async function mailedLink(folder: string, address: string, page: 'verify-email' | 'reset-password' | 'alerts/unsubscribe') {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const links = (await messagesTo(folder, address)).map((t) => new RegExp(`https?://[^/\\s"]+(/${page}\\?token=[A-Za-z0-9_.-]+)`).exec(t)?.[1])
        link = links.filter(Boolean).at(-1)
        return link
      },
      { message: `a ${page} link mailed to ${address}`, timeout: 10_000 },
    )
    .toBeTruthy()
  return link!
}
