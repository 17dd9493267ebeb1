const PRODUCT = 'Scholar Hub'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export interface MailContent {
  subject: string
  greeting: string
  paragraphs: string[]
  /** Linked items after the paragraphs (a digest's finds), each with lines of detail. */
  list?: MailListItem[]
  action: { label: string; url: string }
  /** Said after the button: why the mail came, what to do if it was not wanted. */
  closing: string
  /** Links after the closing (unsubscribe, manage). */
  footer?: { label: string; url: string }[]
}

export interface MailListItem {
  title: string
  url: string
  lines: string[]
}

/**
 * One readable layout for every mail: a plain-text version and a simple HTML one with the same words.
 * Everything is escaped, since names come from users; links are built by the server, never from input.
 */
export function renderMail({ subject, greeting, paragraphs, list = [], action, closing, footer = [] }: MailContent) {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...list.flatMap((item) => [`- ${item.title}`, ...item.lines.map((line) => `  ${line}`), `  ${item.url}`, '']),
    `${action.label}: ${action.url}`,
    '',
    closing,
    ...footer.map((link) => `${link.label}: ${link.url}`),
    '',
    `— ${PRODUCT}`,
  ].join('\n')
  const p = (content: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${content}</p>`
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0f4c81">${escapeHtml(label)}</a>`
  const items = list.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;color:#1f2937">${list
        .map((item) => `<li style="margin:0 0 12px">${link(item.url, item.title)}${item.lines.map((line) => `<br><span style="color:#4b5563;font-size:14px">${escapeHtml(line)}</span>`).join('')}</li>`)
        .join('\n')}</ul>`
    : ''
  const links = footer.map((item) => `<p style="margin:8px 0 0;font-size:14px">${link(item.url, item.label)}</p>`).join('\n')
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#0f4c81">${PRODUCT}</h1>
${p(escapeHtml(greeting))}
${paragraphs.map((text) => p(escapeHtml(text))).join('\n')}
${items}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#0f4c81;color:#ffffff;text-decoration:none;border-radius:6px;font-size:16px">${escapeHtml(action.label)}</a></p>
${p(`If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0f4c81;word-break:break-all">${escapeHtml(action.url)}</a>`)}
<p style="margin:24px 0 0;font-size:14px;line-height:1.5;color:#6b7280">${escapeHtml(closing)}</p>
${links}
</div>
</body></html>
`
  return { subject, text, html }
}
