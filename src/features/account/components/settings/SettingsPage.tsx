import { usePageMeta } from '../../../../lib/page-meta.ts'
import { Container } from '../../../../ui/Container.tsx'
import { SettingsEditor } from './SettingsEditor.tsx'
import * as styles from './SettingsPage.css.ts'

export function SettingsPage() {
  usePageMeta('Settings')
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      <SettingsEditor />
    </Container>
  )
}
