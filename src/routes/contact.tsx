import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/enquiries/components/ContactPage.tsx'

// No loader: the contact lines are asked for with every page (the footer shows them).
export const Route = createFileRoute('/contact')({
  component: ContactPage,
})
