import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { templateKinds } from '../../../contract/templates.ts'
import { readZipEntry } from '../../../tests/setup/zip.ts'
import { detectTemplateType } from '../../modules/templates/template-type.ts'
import { articleKinds } from './article-kinds.ts'
import { writeDocx } from './docx-writer.ts'
import { writeLatex } from './latex-writer.ts'

// Machines with TeX Live (`.ci/run` installs texlive-latex-base and -recommended) compile every LaTeX template.
const hasPdflatex = existsSync('/usr/bin/pdflatex')

/** Word splits text into runs; the words of a heading are read back from its paragraphs' text. */
const textOf = (xml: string) => xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"')

describe('the starter templates', () => {
  it('define every kind once', () => {
    expect(articleKinds.map((k) => k.kind).sort()).toEqual([...templateKinds].sort())
  })

  it.each(articleKinds.map((k) => [k.kind, k] as const))('%s: a Word document with its sections, limits and reporting guidelines', async (_kind, kind) => {
    const docx = await writeDocx(kind)
    expect(detectTemplateType(docx)?.format).toBe('docx')
    const xml = readZipEntry(docx, 'word/document.xml')
    expect(xml).toMatch(/^<\?xml/)
    const text = textOf(xml!)
    for (const section of kind.sections) expect(text).toContain(section.heading)
    for (const g of kind.guidelines) expect(text).toContain(g.name)
    expect(text).toContain(`Main text: at most ${kind.limits.mainWords.toLocaleString('en-GB')} words`)
    // Headings carry Word's heading styles, so the navigation pane and a table of contents find them.
    expect(xml).toContain('w:val="Heading1"')
    expect(readZipEntry(docx, 'word/styles.xml')).toContain('Heading1')
  })

  it.each(articleKinds.map((k) => [k.kind, k] as const))('%s: a LaTeX source with its sections, limits and reporting guidelines', (_kind, kind) => {
    const tex = writeLatex(kind)
    expect(detectTemplateType(Buffer.from(tex))?.format).toBe('tex')
    for (const section of kind.sections) expect(tex).toContain(`\\section*{${section.heading}}`)
    for (const g of kind.guidelines) expect(tex).toContain(g.url)
    expect(tex).toMatch(/\\begin\{document\}[\s\S]+\\end\{document\}\n$/)
  })

  it.skipIf(!hasPdflatex)('compile with pdflatex, every one of them', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-latex-'))
    try {
      for (const kind of articleKinds) {
        await writeFile(path.join(dir, `${kind.kind}.tex`), writeLatex(kind))
        await promisify(execFile)('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', `${kind.kind}.tex`], { cwd: dir })
        expect(existsSync(path.join(dir, `${kind.kind}.pdf`)), kind.kind).toBe(true)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
