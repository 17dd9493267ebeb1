import type { Section } from '../../contract/content.ts'
import * as styles from './SectionText.css.ts'

// A managed section's text as every screen shows it: the home blocks and the screens that open with one.

/** A section's paragraphs (text1 to text3) in order, skipping the empty ones. */
export function SectionParagraphs({ section, className }: { section: Section; className?: string }) {
  const texts = [section.text1, section.text2, section.text3].filter((text): text is string => Boolean(text))
  if (texts.length === 0) return null
  return (
    <div className={className ?? styles.paragraphs}>
      {texts.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  )
}

/** A section's up to three points, each a heading with its text. */
export function SectionPoints({ section, headingLevel = 'h3' }: { section: Section; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const points = [
    [section.point1Heading, section.point1Text],
    [section.point2Heading, section.point2Text],
    [section.point3Heading, section.point3Text],
  ].filter(([heading, text]) => heading || text)
  if (points.length === 0) return null
  const Heading = headingLevel
  return (
    <ul className={styles.points}>
      {points.map(([heading, text], i) => (
        <li key={i} className={styles.point}>
          <span className={styles.marker} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            {heading && <Heading className={styles.pointHeading}>{heading}</Heading>}
            {text && <p className={styles.pointText}>{text}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}
