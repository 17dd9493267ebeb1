import { templateTree, type TemplateBranch, type TemplateKind } from '../../../../contract/templates.ts'

/** Every kind as a choice, named with the branches above it: 'Research Paper › Cancer Biology › Research on organoids'. */
function options(branches: readonly TemplateBranch[], above: string[] = []): { value: TemplateKind; label: string }[] {
  return branches.flatMap((branch) =>
    'kind' in branch ? [{ value: branch.kind, label: [...above, branch.title].join(' › ') }] : options(branch.children, [...above, branch.title]),
  )
}

export const kindOptions = options(templateTree)

export const kindLabel = (kind: TemplateKind) => kindOptions.find((o) => o.value === kind)!.label
