import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ContactInfo } from '../../../../contract/content.ts'
import { contactInfoQuery } from '../../content/index.ts'
import { Container } from '../../../ui/Container.tsx'
import { appPaths } from '../../../lib/app-paths.ts'
import { legalPages } from '../route-map.ts'
import * as styles from './Footer.css.ts'
import { socialIcons } from './SocialIcons.tsx'

const networkNames: Record<ContactInfo['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
}

export function Footer() {
  const { data: contact } = useQuery(contactInfoQuery())
  const year = new Date().getFullYear()

  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <div className={styles.brand}>
          <p className={styles.brandName}>Scholar Hub</p>
          <p className={styles.muted}>Journals, positions, events, templates and subject experts for health-science research.</p>
        </div>

        {contact && (contact.address || contact.email || contact.phone) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Contact
            </h2>
            <address className={styles.contact}>
              {contact.address && <p className={styles.address}>{contact.address}</p>}
              {contact.email && (
                <p>
                  <a href={`mailto:${contact.email}`} className={styles.link}>
                    {contact.email}
                  </a>
                </p>
              )}
              {contact.phone && (
                <p>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                    {contact.phone}
                  </a>
                </p>
              )}
            </address>
          </section>
        )}

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Information
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/about" hash="about-us" className={styles.link}>
                About Us
              </Link>
            </li>
            <li>
              <Link to={appPaths.contact} className={styles.link}>
                Contact Us
              </Link>
            </li>
            {legalPages.map((page) => (
              <li key={page.slug}>
                <Link to="/page/$slug" params={{ slug: page.slug }} className={styles.link}>
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {contact && contact.socialLinks.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              Follow us
            </h2>
            <ul className={styles.social}>
              {contact.socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Scholar Hub on ${networkNames[social.network]} (opens in a new tab)`}
                    className={styles.socialLink}
                  >
                    {socialIcons[social.network]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Container>
      <Container>
        <p className={styles.copyright}>© {year} Scholar Hub. All rights reserved.</p>
      </Container>
    </footer>
  )
}
