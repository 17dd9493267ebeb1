import { useNavigate, type LinkOptions } from '@tanstack/react-router'
import { useToast } from '../../../ui/toast-store.ts'

/** After a save: says what was saved (the server's message, else `fallback`) and goes back to the list. */
export function useSaved(list: LinkOptions['to'], fallback: string) {
  const navigate = useNavigate()
  const { toast } = useToast()
  return async (message: string | undefined) => {
    toast({ tone: 'success', title: message ?? fallback })
    await navigate({ to: list })
  }
}
