import { useEffect, useId, useState } from 'react'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import type { MediaItem } from '../../../../contract/admin-site-content.ts'
import { Button } from '../../../ui/Button.tsx'
import * as fieldStyles from '../../../ui/form/Field.css.ts'
import * as styles from './ContentAdmin.css.ts'

// Loaded only by the page editor (a lazy import), so the editor's weight stays off every other screen. The HTML it
// writes is cleaned again by the server when the draft is saved.

interface RichTextEditorProps {
  label: string
  initialHtml: string
  onChange: (html: string) => void
  /** The media library's images, when it answers; an image may also be added by its address. */
  media: readonly MediaItem[]
}

type Mark = 'bold' | 'italic'

function Toolbar({ editor, media }: { editor: Editor; media: readonly MediaItem[] }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  })
  const [image, setImage] = useState('')
  const chain = () => editor.chain().focus()
  const toggle = (label: string, pressed: boolean, run: () => void) => (
    <Button key={label} variant="outline" size="sm" aria-pressed={pressed} onClick={run}>
      {label}
    </Button>
  )
  const mark = (name: Mark, label: string) => toggle(label, active[name], () => (name === 'bold' ? chain().toggleBold().run() : chain().toggleItalic().run()))
  const addLink = () => {
    const href = window.prompt('Link address (https://… or /page/…)', editor.getAttributes('link').href as string | undefined)
    if (href === null) return
    if (href === '') chain().unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href }).run()
  }
  const insertImage = (src: string, alt: string) => chain().setImage({ src, alt }).run()
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {toggle('Heading', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {toggle('Subheading', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {mark('bold', 'Bold')}
      {mark('italic', 'Italic')}
      {toggle('Bulleted list', active.bullet, () => chain().toggleBulletList().run())}
      {toggle('Numbered list', active.ordered, () => chain().toggleOrderedList().run())}
      {toggle('Quote', active.quote, () => chain().toggleBlockquote().run())}
      {toggle('Link', active.link, addLink)}
      {active.table
        ? [
            toggle('Add row', false, () => chain().addRowAfter().run()),
            toggle('Add column', false, () => chain().addColumnAfter().run()),
            toggle('Delete table', false, () => chain().deleteTable().run()),
          ]
        : toggle('Table', false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      <label className={fieldStyles.label}>
        Image{' '}
        <select
          className={fieldStyles.control}
          value={image}
          onChange={(e) => {
            const chosen = e.target.value
            setImage('')
            if (chosen === 'address') {
              const src = window.prompt('Address of a stored image (/api/serve-file/…)')
              if (src?.startsWith('/api/serve-file/')) insertImage(src, window.prompt('Describe the image for people who cannot see it') ?? '')
              return
            }
            const file = media.find((f) => f.id === chosen)
            if (file) insertImage(file.url, file.alt)
          }}
        >
          <option value="">Insert an image…</option>
          {media.map((f) => (
            <option key={f.id} value={f.id}>
              {f.alt || f.url}
            </option>
          ))}
          <option value="address">By its address…</option>
        </select>
      </label>
    </div>
  )
}

/** A rich text editor for a page's HTML: headings, paragraphs, lists, links, bold and italic, quotes, tables and images. */
export default function RichTextEditor({ label, initialHtml, onChange, media }: RichTextEditorProps) {
  const labelId = useId()
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image, TableKit],
    content: initialHtml,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  })
  // A restored revision or a reload brings other HTML: the editor shows it without counting it as an edit.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== initialHtml) editor.commands.setContent(initialHtml, { emitUpdate: false })
  }, [editor, initialHtml])
  return (
    <div className={styles.editor}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {editor && <Toolbar editor={editor} media={media} />}
      <EditorContent editor={editor} className={styles.editorSurface} />
    </div>
  )
}
