import { createFileRoute } from '@tanstack/react-router'
import { SitePanelPage } from '../features/content/admin/site/SitePanelPage.tsx'

// Menu, Home, Contact and footer, Media library: one route, the panel named in the address.
export const Route = createFileRoute('/admin-dashboard/content/$panel')({
  component: function ContentPanel() {
    return <SitePanelPage panel={Route.useParams().panel} />
  },
})
