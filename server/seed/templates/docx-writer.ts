import { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } from 'docx'
import { templateKindTitles } from '../../../contract/templates.ts'
import type { ArticleKind } from './article-kinds.ts'
import { outline, type Block } from './outline.ts'

const headingLevels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2 } as const

function paragraphs(block: Block): Paragraph[] {
  switch (block.type) {
    case 'title':
      return [new Paragraph({ text: block.text, heading: HeadingLevel.TITLE })]
    case 'heading':
      return [new Paragraph({ text: block.text, heading: headingLevels[block.level] })]
    case 'guidance':
      return [new Paragraph({ children: [new TextRun({ text: block.text, italics: true, color: '555555' })] })]
    case 'placeholder':
      return [new Paragraph({ children: [new TextRun(`[${block.text}]`)] })]
    case 'list':
      return block.items.map(
        (item) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [
              new TextRun(item.url ? `${item.text} ` : item.text),
              ...(item.url ? [new ExternalHyperlink({ link: item.url, children: [new TextRun({ text: item.url, style: 'Hyperlink' })] })] : []),
            ],
          }),
      )
  }
}

/** The kind's template as a Word document (.docx), with real heading styles so Word's navigation pane lists them. */
export function writeDocx(kind: ArticleKind): Promise<Buffer> {
  const document = new Document({
    creator: 'Scholar Hub',
    title: `${templateKindTitles[kind.kind]} manuscript template`,
    description: kind.purpose,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: outline(kind).flatMap(paragraphs) }],
  })
  return Packer.toBuffer(document)
}
