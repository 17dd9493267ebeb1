import { useEffect } from 'react'

const SITE_NAME = 'Scholar Hub'
export const SITE_TITLE = 'Scholar Hub: journals, positions, events and experts for health-science research'
const SITE_DESCRIPTION =
  'Find the right journal, a university position, a conference or a manuscript template, and ask a subject expert. Built for medical and health-science academics, researchers and students.'

/**
 * Sets the document title and meta description for the screen on view. index.html holds the defaults; this
 * rewrites them in place rather than adding a second description tag.
 */
export function usePageMeta(title?: string, description = SITE_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_TITLE
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}
