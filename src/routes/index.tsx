import { createFileRoute } from '@tanstack/react-router'
import { warmHome } from '../features/home/api/home-loaders.ts'
import { HomePage } from '../features/home/components/HomePage.tsx'

export const Route = createFileRoute('/')({
  // The home is the usual first screen: its code comes with the entry instead of one more round trip after it.
  codeSplitGroupings: [],
  // Started, not awaited: the home shows its frame and per-block skeletons at once instead of a blank page
  // until the slowest of its eight calls answers.
  loader: ({ context: { queryClient } }) => {
    void warmHome(queryClient)
  },
  component: HomePage,
})
