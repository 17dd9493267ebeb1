import { useQuery } from '@tanstack/react-query'
import { useOnline } from '../../../lib/online.ts'
import { Container } from '../../../ui/Container.tsx'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { sectionQuery } from '../../content/index.ts'
import { templatesQuery } from '../api/templates-queries.ts'
import { TemplateTree } from './TemplateTree.tsx'
import * as styles from './Templates.css.ts'

/** Manuscript templates: the managed heading and texts, then the files by article type. Offline, the saved tree. */
export function TemplatesPage() {
  const section = useQuery(sectionQuery('templates'))
  const files = useQuery(templatesQuery())
  const online = useOnline()
  return (
    <Container className={styles.page}>
      <ScreenHeader
        section={section.data}
        loading={section.isFetching}
        title="Templates"
        description="Word and LaTeX manuscript templates for research papers, reviews, case reports and more, with each article type's sections, word limits and reporting guideline."
      />
      {!online && files.data && (
        <Notice title="Offline: showing the templates saved on this device.">
          <p>Files kept offline open now; the others need a connection.</p>
        </Notice>
      )}
      <QueryState query={files} loadingLabel="Loading the templates" pending={<Skeleton lines={8} />} errorTitle="We could not load the templates.">
        {(map) => <TemplateTree map={map} />}
      </QueryState>
    </Container>
  )
}
