import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { navigateInApp } from '../../../lib/internal-link.ts'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Container } from '../../../ui/Container.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { pageQuery } from '../api/content-queries.ts'
import * as styles from './ContentPage.css.ts'
import { sanitizeContent } from './sanitize.ts'

interface ContentPageProps {
  slug: string
  /** An id on the article, for links such as the footer's /about#about-us. */
  anchorId?: string
}

/** A page staff manage (about, privacy policy ...): its title and its sanitized HTML. */
export function ContentPage({ slug, anchorId }: ContentPageProps) {
  const query = useQuery(pageQuery(slug))
  usePageMeta(query.data?.title, query.data?.description || undefined)

  return (
    <Container className={styles.page}>
      <QueryState
        query={query}
        loadingLabel="Loading page"
        pending={
          <div className={styles.article}>
            <Skeleton className={styles.titleSkeleton} />
            <Skeleton lines={8} />
          </div>
        }
        errorTitle="We could not load this page."
      >
        {(page) => <Article title={page.title} html={page.content} anchorId={anchorId} />}
      </QueryState>
    </Container>
  )
}

/** The page as visitors see it; staff preview a draft with it. */
export function Article({ title, html, anchorId }: { title: string; html: string; anchorId?: string }) {
  const router = useRouter()
  const clean = useMemo(() => sanitizeContent(html, styles.tableScroll), [html])
  // Staff may have put the anchor into the HTML themselves; an id must not appear twice.
  const articleId = anchorId && !clean.ids.has(anchorId) ? anchorId : undefined
  return (
    <article id={articleId} className={styles.article}>
      <h1 className={styles.title}>{title}</h1>
      {/* Links in the HTML are plain anchors; app paths among them open in place (Enter on a link clicks too). */}
      <div
        className={styles.prose}
        onClick={(event) => {
          const anchor = (event.target as Element).closest('a')
          if (anchor) navigateInApp(event, router, anchor)
        }}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </article>
  )
}
