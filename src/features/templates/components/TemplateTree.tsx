import { templateTree, type TemplateBranch, type TemplateMap } from '../../../../contract/templates.ts'
import { Disclosure } from '../../../ui/Disclosure.tsx'
import { TemplateFileItem } from './TemplateFileItem.tsx'
import * as styles from './Templates.css.ts'

const levels = ['h2', 'h3', 'h4'] as const

const fileCount = (branch: TemplateBranch, map: TemplateMap): number =>
  'kind' in branch ? map[branch.kind].length : branch.children.reduce((n, child) => n + fileCount(child, map), 0)

function Branch({ branch, map, depth }: { branch: TemplateBranch; map: TemplateMap; depth: number }) {
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
              <TemplateFileItem key={file.id} file={file} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>No templates of this type yet.</p>
        )
      ) : (
        <div className={styles.nested}>
          {branch.children.map((child) => (
            <Branch key={child.title} branch={child} map={map} depth={depth + 1} />
          ))}
        </div>
      )}
    </Disclosure>
  )
}

/** The templates by article type, as the product groups them: research papers by field, then each other type. */
export function TemplateTree({ map }: { map: TemplateMap }) {
  return (
    <div className={styles.tree}>
      {templateTree.map((branch) => (
        <Branch key={branch.title} branch={branch} map={map} depth={0} />
      ))}
    </div>
  )
}
