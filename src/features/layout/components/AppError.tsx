import type { ErrorComponentProps } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/page-meta.ts'
import { Button } from '../../../ui/Button.tsx'
import { StatusScreen } from './StatusScreen.tsx'

/** The router's default error screen, headed 'Unexpected Application Error!', with a button to reload. */
export function AppError({ error }: ErrorComponentProps) {
  usePageMeta('Error')
  return (
    <StatusScreen title="Unexpected Application Error!" actions={<Button onClick={() => window.location.reload()}>Reload</Button>}>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </StatusScreen>
  )
}
