import { usePageMeta } from '../../../lib/page-meta.ts'
import { ButtonLink } from '../../../ui/Button.tsx'
import { appPaths } from '../../../lib/app-paths.ts'
import { StatusScreen } from './StatusScreen.tsx'

export function NotFound() {
  usePageMeta('Page not found')
  return (
    <StatusScreen
      code="404"
      title="Page not found"
      actions={
        <>
          <ButtonLink to="/">Go to the home page</ButtonLink>
          <ButtonLink to={appPaths.journalFinder} variant="outline">
            Open the journal finder
          </ButtonLink>
        </>
      }
    >
      <p>The page you were looking for has moved or never existed. Check the address, or carry on from one of these.</p>
    </StatusScreen>
  )
}
