import * as styles from './Analytics.css.ts'

/** What the figures count and what they never hold, in plain words, for staff and for anyone who asks them. */
export function HowWeCount() {
  return (
    <details className={styles.explain}>
      <summary>How we count</summary>
      <ul>
        <li>No cookies and no third-party script. The app itself tells our server which kind of screen it showed (a vacancy, the journal finder), never its address or what was typed into it.</li>
        <li>
          A visitor is a code made from a random value that changes every day, the site, the network address and the browser&apos;s User-Agent. The day&apos;s value is thrown away when the day ends, so nobody is followed from one day
          to the next, and no address or User-Agent is kept: only the kind of device and the browser&apos;s family.
        </li>
        <li>Over several days, visitors are each day&apos;s visitors added up: someone who comes back on another day counts again. People sharing one address and the same browser (a campus, a hospital) count as one.</li>
        <li>Bots and crawlers are not counted, nor staff at work in this admin area, nor screens opened offline.</li>
        <li>Directory searches keep their words and how many results they found, never who searched.</li>
        <li>Sign-ups, purchases, posts and conversations are counted from the records themselves.</li>
      </ul>
    </details>
  )
}
