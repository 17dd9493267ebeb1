import { templateTree, type TemplateBranch, type TemplateFile, type TemplateMap } from '../../../../contract/templates.ts'
import { Disclosure } from '../../../ui/Disclosure.tsx'
import type { SignInReason } from './SignInDialog.tsx'
import { TemplateFileItem } from './TemplateFileItem.tsx'
import * as styles from './Templates.css.ts'

const levels = ['h2', 'h3', 'h4'] as const

const fileCount = (branch: TemplateBranch, map: TemplateMap): number =>
  'kind' in branch ? map[branch.kind].length : branch.children.reduce((n, child) => n + fileCount(child, map), 0)

type OnSignIn = (file: TemplateFile, reason: SignInReason) => void

function Branch({ branch, map, depth, onSignIn }: { branch: TemplateBranch; map: TemplateMap; depth: number; onSignIn: OnSignIn }) {
  const count = fileCount(branch, map)
  return (
    <Disclosure
      headingLevel={levels[Math.min(depth, levels.length - 1)]}
      title={
        <>
          {branch.title} <span className={styles.count}>({count} {count === 1 ? 'file' : 'files'})</span>
        </>
      }
    >
      {'kind' in branch ? (
        count ? (
          <ul className={styles.files}>
            {map[branch.kind].map((file) => (
              <TemplateFileItem key={file.id} file={file} onSignIn={onSignIn} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>No templates of this type yet.</p>
        )
      ) : (
        <div className={styles.nested}>
          {branch.children.map((child) => (
            <Branch key={child.title} branch={child} map={map} depth={depth + 1} onSignIn={onSignIn} />
          ))}
        </div>
      )}
    </Disclosure>
  )
}

/** The templates by article type, as the product groups them: research papers by field, then each other type. */
export function TemplateTree({ map, onSignIn }: { map: TemplateMap; onSignIn: OnSignIn }) {
  return (
    <div className={styles.tree}>
      {templateTree.map((branch) => (
        <Branch key={branch.title} branch={branch} map={map} depth={0} onSignIn={onSignIn} />
      ))}
    </div>
  )
}
