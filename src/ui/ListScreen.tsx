import { useId, useRef, useState, type ReactNode } from 'react'
import type { Section } from '../../contract/content.ts'
import { fileUrl } from '../../contract/common.ts'
import { usePageMeta } from '../lib/page-meta.ts'
import { useFitsInView } from '../lib/use-fits-in-view.ts'
import { safeWebLink } from '../lib/web-link.ts'
import { visuallyHidden } from '../styles/utilities.css.ts'
import { Button } from './Button.tsx'
import * as buttonStyles from './Button.css.ts'
import { Container } from './Container.tsx'
import { cx } from './cx.ts'
import * as styles from './ListScreen.css.ts'
import { SectionParagraphs, SectionPoints } from './SectionText.tsx'
import { Loading, Skeleton } from './Skeleton.tsx'

// The parts every filtered list screen is built of (the journal finder, vacancies), so each looks and works the
// same: the managed header, the filters beside the list or behind 'Filters (n)' on phones, and
// its cards' labelled facts and 'Visit Website' (an item's own page lists its facts the same way).

interface ListScreenProps {
  header: ReactNode
  /** Names the filter column for assistive technology: 'Journal filters'. */
  filtersLabel: string
  search: ReactNode
  /** How many filters are on, shown on the phone's button as 'Filters (2)'. */
  activeFilters: number
  filters: ReactNode
  /** Under the filters, in view on phones too: 'Save this search'. */
  saveSearch?: ReactNode
  children: ReactNode
}

/** The screen: its header, then the filters beside the list on wide screens and behind a 'Filters' button on phones. */
export function ListScreen({ header, filtersLabel, search, activeFilters, filters, saveSearch, children }: ListScreenProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()
  const sidebar = useRef<HTMLElement>(null)
  const sticky = useFitsInView(sidebar)
  return (
    <Container className={styles.page}>
      {header}
      <div className={styles.layout}>
        <aside ref={sidebar} className={styles.sidebar} aria-label={filtersLabel} data-sticky={sticky || undefined}>
          {search}
          <Button
            variant="outline"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
          </Button>
          <div id={panelId} className={cx(styles.panel, !filtersOpen && styles.collapsed)}>
            {filters}
          </div>
          {saveSearch}
        </aside>
        <div className={styles.main}>{children}</div>
      </div>
    </Container>
  )
}

interface ScreenHeaderProps {
  /** The staff-written section; undefined while loading or when there is none. */
  section: Section | undefined
  loading: boolean
  /** The screen's plain name: the document title, and the heading without a section. */
  title: string
  description: string
  /** Shows the section's up to three points under its texts. */
  withPoints?: boolean
}

/** The staff-written header (heading, texts, image, and points where asked); without one, the screen's plain name. */
export function ScreenHeader({ section, loading, title, description, withPoints = false }: ScreenHeaderProps) {
  usePageMeta(title, description)
  if (!section && loading) {
    return (
      <Loading label={`Loading the ${title}`}>
        <div className={styles.header}>
          <div className={styles.headerText}>
            <Skeleton className={styles.titleSkeleton} />
            <Skeleton lines={2} />
          </div>
        </div>
      </Loading>
    )
  }
  return <SectionHeader section={section} title={title} withPoints={withPoints} />
}

/**
 * The header block itself, as visitors see it (staff preview a section's draft with it). On phones it is compact, so
 * the search and the first results fit the first screen: the heading and the first text, the rest (more texts, the
 * points, the picture) behind 'More about …'.
 */
export function SectionHeader({ section, title, withPoints = false }: { section: Section | undefined; title: string; withPoints?: boolean }) {
  const [expanded, setExpanded] = useState(false)
  const restId = useId()
  const heading = section?.heading ?? title
  const texts = section ? [section.text1, section.text2, section.text3].filter(Boolean).length : 0
  const points = section && withPoints ? <SectionPoints section={section} headingLevel="h2" /> : null
  const hasMore = texts > 1 || Boolean(points) || Boolean(section?.file)
  // A div, not a header: the page's banner is the site header, and this opens the page's own content.
  return (
    <div className={styles.header} data-expanded={expanded || undefined}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>{heading}</h1>
        {section && <SectionParagraphs section={section} className={styles.intro} />}
        {points && <div className={styles.more}>{points}</div>}
        {hasMore && (
          <Button variant="outline" size="sm" className={styles.moreToggle} aria-expanded={expanded} aria-controls={restId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : `More about ${heading}`}
          </Button>
        )}
      </div>
      <div id={restId} className={styles.more} hidden={!hasMore}>
        {section?.file && <img src={fileUrl(section.file.path)} alt={section.file.alt} className={styles.headerImage} />}
      </div>
    </div>
  )
}

/** One of a card's or an item page's labelled facts, inside a `facts` list. */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cx(styles.fact, className)}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * 'Visit Website' on a card: the listing's own site in a new tab, named for screen readers by the card's title.
 * Nothing for a link that is not a web address.
 */
export function VisitWebsite({ link, title }: { link: string | null; title: string }) {
  const href = safeWebLink(link)
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cx(buttonStyles.base, buttonStyles.variant.outline, buttonStyles.size.sm, styles.visit)}>
      Visit Website<span className={visuallyHidden}>: {title} (opens in a new tab)</span>
    </a>
  )
}
