import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { TemplateMap } from '../../../../contract/templates.ts'
import { ApiError } from '../../../lib/api.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useOnline } from '../../../lib/online.ts'
import { Container } from '../../../ui/Container.tsx'
import { ScreenHeader } from '../../../ui/ListScreen.tsx'
import { Notice } from '../../../ui/Notice.tsx'
import { QueryState } from '../../../ui/QueryState.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { useToast } from '../../../ui/toast-store.ts'
import { sectionQuery } from '../../content/index.ts'
import { downloadTemplate } from '../api/template-files.ts'
import { templatesQuery } from '../api/templates-queries.ts'
import { downloadMarker } from '../search.ts'
import { SignInDialog } from './SignInDialog.tsx'
import { TemplateTree } from './TemplateTree.tsx'
import * as styles from './Templates.css.ts'

type Asked = Parameters<typeof SignInDialog>[0]['asked']

/**
 * The download a visitor asked for before signing in (`?download=`), started once they are back signed in. The
 * marker is taken out of the address at once, so a reload or Back does not download the file again. A visitor who
 * opens such an address is asked to sign in, as Download asks.
 */
function useDownloadAfterSignIn(map: TemplateMap | undefined, ask: (asked: Asked) => void) {
  const download = useRouterState({ select: (state) => downloadMarker(state.location.search) })
  const navigate = useNavigate()
  const { token } = useAuth()
  const { toast } = useToast()
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (!download || !map || handled.current === download) return
    handled.current = download
    void navigate({ to: '/templates', search: {}, replace: true })
    const file = Object.values(map)
      .flat()
      .find((item) => item.id === download)
    if (!file) return
    if (!token) return ask({ file, reason: 'download' })
    downloadTemplate(file).then(
      () => toast({ tone: 'success', title: `${file.name} is downloaded.` }),
      (err: unknown) => toast({ tone: 'error', title: err instanceof ApiError ? err.message : `${file.name} could not be downloaded.` }),
    )
  }, [download, map, token, navigate, toast, ask])
}

/** Manuscript templates: the managed heading and texts, then the files by article type. Offline, the saved tree. */
export function TemplatesPage() {
  const section = useQuery(sectionQuery('templates'))
  const files = useQuery(templatesQuery())
  const online = useOnline()
  const [asked, setAsked] = useState<Asked>(null)
  useDownloadAfterSignIn(files.data, setAsked)
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
        {(map) => <TemplateTree map={map} onSignIn={(file, reason) => setAsked({ file, reason })} />}
      </QueryState>
      <SignInDialog asked={asked} onClose={() => setAsked(null)} />
    </Container>
  )
}
