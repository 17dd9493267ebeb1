import { Link } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { usePageMeta } from '../../../../lib/page-meta.ts'
import { ButtonLink } from '../../../../ui/Button.tsx'
import { formStyles } from '../../../admin-kit/index.ts'
import { ContactPanel } from './ContactPanel.tsx'
import { HomePanel } from './HomePanel.tsx'
import { MediaPanel } from './MediaPanel.tsx'
import { MenuPanel } from './MenuPanel.tsx'
import * as styles from './SiteContent.css.ts'

const panels: Record<string, { title: string; intro: string; Panel: ComponentType }> = {
  menu: { title: 'Menu', intro: 'The header’s links: their labels, their order and which are shown.', Panel: MenuPanel },
  home: { title: 'Home', intro: 'The carousel for phones and for larger screens, the service cards and the subjects in the chip strip.', Panel: HomePanel },
  contact: { title: 'Contact and footer', intro: 'The address, email, phone, WhatsApp number and social links of the footer, the Contact page and Chat with us.', Panel: ContactPanel },
  media: { title: 'Media library', intro: 'The site’s images: upload them with a description, see where each is used, and delete those nothing uses.', Panel: MediaPanel },
}

/** One of Content Management's site panels, with links to the others; any other name is not a page. */
export function SitePanelPage({ panel }: { panel: string }) {
  const found = Object.hasOwn(panels, panel) ? panels[panel] : undefined
  usePageMeta(found ? `${found.title} · Content Management` : 'Page not found')
  if (!found) {
    return (
      <section className={styles.page} aria-labelledby="site-panel-title">
        <h1 id="site-panel-title" className={formStyles.title}>
          Page not found
        </h1>
        <p className={styles.intro}>
          Content Management has no such page. <Link to="/admin-dashboard/$section" params={{ section: 'content' }}>Go to Content Management</Link>
        </p>
      </section>
    )
  }
  const { title, intro, Panel } = found
  return (
    <section className={styles.page} aria-labelledby="site-panel-title">
      <h1 id="site-panel-title" className={formStyles.title}>
        {title}
      </h1>
      <nav aria-label="Content Management">
        <ul className={styles.tabs}>
          {Object.entries(panels).map(([id, { title: label }]) => (
            <li key={id}>
              <ButtonLink to="/admin-dashboard/content/$panel" params={{ panel: id }} variant={id === panel ? 'primary' : 'outline'} size="sm" aria-current={id === panel ? 'page' : undefined}>
                {label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.intro}>{intro}</p>
      <Panel />
    </section>
  )
}
