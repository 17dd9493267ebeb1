import { templateKindTitles } from '../../../contract/templates.ts'
import type { ArticleKind } from './article-kinds.ts'
import { outline, type Block } from './outline.ts'

const specials: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '“': '``',
  '”': "''",
  '’': "'",
  '²': '\\textsuperscript{2}',
}

/** Text as LaTeX reads it: its special characters escaped, typographic quotes written the TeX way. */
const escape = (text: string) => text.replace(/[\\&%$#_{}~^“”’²]/g, (c) => specials[c]!)

function lines(block: Block): string[] {
  switch (block.type) {
    case 'title':
      return [`\\title{${escape(block.text)}}`, '\\author{[Authors]}', '\\date{}', '\\maketitle']
    case 'heading':
      return ['', `\\${block.level === 1 ? 'section*' : 'subsection*'}{${escape(block.text)}}`]
    case 'guidance':
      return [`\\guidance{${escape(block.text)}}`, '']
    case 'placeholder':
      return [`[${escape(block.text)}]`, '']
    case 'list':
      return ['\\begin{itemize}', ...block.items.map((item) => `  \\item ${escape(item.text)}${item.url ? ` \\url{${item.url}}` : ''}`), '\\end{itemize}']
  }
}

/**
 * The kind's template as a LaTeX source for pdflatex, using only the article class and packages of TeX Live's
 * latex-base and latex-recommended sets, so it compiles on any standard installation and on Overleaf.
 */
export function writeLatex(kind: ArticleKind) {
  return [
    `% ${templateKindTitles[kind.kind]} manuscript template by Scholar Hub.`,
    '% Compile with pdflatex. Replace the bracketed text and delete the \\guidance lines before submission.',
    '\\documentclass[11pt,a4paper]{article}',
    '\\usepackage[margin=2.5cm]{geometry}',
    '\\usepackage{setspace}',
    '\\usepackage{lineno}',
    '\\usepackage{amsmath}',
    '\\usepackage{graphicx}',
    '\\usepackage{booktabs}',
    '\\usepackage[hidelinks]{hyperref}',
    '% Instructions to the author, set apart in small italics.',
    '\\newcommand{\\guidance}[1]{{\\itshape\\small #1\\par}}',
    '\\doublespacing',
    '\\linenumbers',
    '',
    '\\begin{document}',
    ...outline(kind).flatMap(lines),
    '\\end{document}',
    '',
  ].join('\n')
}
