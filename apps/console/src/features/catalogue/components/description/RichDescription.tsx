import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { plainTextAsHtml } from '@storefront/contract/richtext';
import { LinkForm, isAllowedLink } from './LinkForm';
import './RichDescription.css';

export interface RichDescriptionProps {
  /** The description as stored: HTML, or plain text written before this editor. */
  value: string;
  /** The id of the visible label that names the editable area (its language). */
  labelledBy: string;
  /** The id of what describes the area (its "missing" mark, when there is one). */
  describedBy?: string | undefined;
  /** The language's name, for the toolbar's name. */
  language: string;
  onChange: (html: string) => void;
}

/** What the editor reads and writes: the tags the server keeps, no more. */
export const descriptionExtensions = [
  StarterKit.configure({
    heading: { levels: [3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    dropcursor: false,
    // An empty paragraph kept after a list or heading would be stored with every description.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener', target: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  Image.configure({ inline: true, allowBase64: false }),
];

/**
 * A description as formatted text: paragraphs, bold, italic, h3 headings, bulleted and numbered
 * lists, links and the pictures it already holds (kept in their paragraph, as the seed and most
 * imported descriptions write them), the tags the server keeps (lib/sanitize.ts) and nothing else,
 * so what staff see is what is stored. TipTap's own styles stay off and the drop cursor with them:
 * both write styles the console's CSP refuses; Catalogue.css carries what the editable area needs.
 */
export default function RichDescription({ value, labelledBy, describedBy, language, onChange }: RichDescriptionProps) {
  const editor = useEditor({
    injectCSS: false,
    extensions: descriptionExtensions,
    content: plainTextAsHtml(value),
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        ...(describedBy && { 'aria-describedby': describedBy }),
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-editor__area',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const { t } = useTranslation();
  const [dropping] = useState(() => hasMoreThanTheEditorKeeps(value));
  return (
    <div className="rich-editor">
      {dropping && <Alert type="warning" showIcon title={t('catalogue.richText.dropped')} />}
      <Toolbar editor={editor} language={language} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** The tags the editor reads (b and i as bold and italic); any other is lost once the text is edited. */
const KEPT = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'a', 'img']);
const hasMoreThanTheEditorKeeps = (html: string) =>
  Array.from(html.matchAll(/<([a-z][a-z0-9]*)\b/gi), (m) => m[1]!.toLowerCase()).some((tag) => !KEPT.has(tag));

type Mark = 'bold' | 'italic' | 'heading' | 'bulletList' | 'orderedList' | 'link';

const ACTIONS: { mark: Mark; label: ReactNode; run: (e: Editor) => void }[] = [
  { mark: 'bold', label: <BoldOutlined />, run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', label: <ItalicOutlined />, run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'heading', label: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { mark: 'bulletList', label: <UnorderedListOutlined />, run: (e) => e.chain().focus().toggleBulletList().run() },
  { mark: 'orderedList', label: <OrderedListOutlined />, run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/** Left and right arrows move between a toolbar's buttons, as in any toolbar; Tab still reaches each. */
function moveAlongToolbar(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const buttons = Array.from(e.currentTarget.querySelectorAll('button'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  buttons[(at + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]?.focus();
}

/** Real buttons, each with its name and whether it is on where the cursor is (aria-pressed). */
function Toolbar({ editor, language }: { editor: Editor; language: string }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  return (
    <>
      <div
        className="rich-editor__toolbar"
        role="toolbar"
        aria-label={t('catalogue.richText.toolbar', { language })}
        onKeyDown={moveAlongToolbar}
      >
        {ACTIONS.map(({ mark, label, run }) => (
          <button
            key={mark}
            type="button"
            className="rich-editor__button"
            aria-label={t(`catalogue.richText.${mark}`)}
            aria-pressed={active[mark]}
            onClick={() => run(editor)}
          >
            <span aria-hidden="true">{label}</span>
          </button>
        ))}
        <button
          type="button"
          className="rich-editor__button"
          aria-label={t('catalogue.richText.link')}
          aria-pressed={active.link}
          onClick={() => {
            if (active.link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
            else setLinking(!linking);
          }}
        >
          <LinkOutlined aria-hidden />
        </button>
      </div>
      {linking && (
        <LinkForm
          onDone={(href) => {
            setLinking(false);
            const chain = editor.chain().focus();
            if (href) chain.extendMarkRange('link').setLink({ href }).run();
            else chain.run();
          }}
        />
      )}
    </>
  );
}
