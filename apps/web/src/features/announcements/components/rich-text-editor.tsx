import { Image } from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bold, Code, Heading, ImagePlus, Italic, Link2, List } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ANNOUNCEMENT_IMAGE_CONTENT_TYPES, MAX_ANNOUNCEMENT_IMAGE_BYTES } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { FieldNotes } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { uploadAnnouncementImage } from '../api/admin-announcements';
import { proseClasses } from './announcement-body';

// Announcement bodies are written in Tiptap (ProseMirror): the formatting the pop-up shows and
// nothing else, with the editor's own undo, caret and paste handling. What it produces is only a
// draft: the server sanitises the HTML before it is stored, and the preview shows that sanitised body.

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** What the editor's schema holds; a body with anything else (the seeded notices' tables and
 * figures) opens as HTML, so editing it never drops what the editor could not show. */
const EDITABLE_TAGS = new Set(['P', 'H3', 'UL', 'LI', 'A', 'STRONG', 'B', 'EM', 'I', 'IMG', 'BR']);
const EDITABLE_ATTRIBUTES = new Set(['href', 'target', 'rel', 'src', 'alt', 'width', 'height']);

function fitsTheEditor(html: string): boolean {
  if (typeof DOMParser === 'undefined' || html.trim() === '') return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('*')].every(
    (element) =>
      EDITABLE_TAGS.has(element.tagName) &&
      [...element.attributes].every((attribute) => EDITABLE_ATTRIBUTES.has(attribute.name)),
  );
}

/** Images keep the size the server measured, so the pop-up lays out before they load. */
const SizedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null },
      height: { default: null },
    };
  },
});

function ToolButton({
  label,
  icon,
  onClick,
  pressed,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="gap-1.5"
    >
      {icon}
      {label}
    </Button>
  );
}

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({ label, value, onChange, error, hint }: RichTextEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [source, setSource] = useState(() => !fitsTheEditor(value));
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const sourceNoteId = `${id}-source-note`;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The editable area is the form's field: its name, description and invalid state follow the form.
  const areaAttributes = {
    id: `${id}-area`,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    class: cn('min-h-56 max-h-[32rem] overflow-y-auto px-3 py-2 outline-none', proseClasses),
  };
  const areaAttributesRef = useRef(areaAttributes);
  areaAttributesRef.current = areaAttributes;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        orderedList: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, isAllowedUri: (url) => SAFE_LINK.test(url) },
      }),
      SizedImage,
    ],
    content: fitsTheEditor(value) ? value : '',
    editorProps: { attributes: () => areaAttributesRef.current },
    onUpdate: ({ editor }) => onChangeRef.current(htmlOf(editor)),
  });
  // ProseMirror reads the attributes again when its props are set.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({});
  }, [editor, describedBy, error]);

  // The form owns the value; the editor takes it only when it changed from outside (a reset or a
  // loaded announcement), never while typing, so the caret stays where it is.
  useEffect(() => {
    if (!editor || source || htmlOf(editor) === value) return;
    if (fitsTheEditor(value)) editor.commands.setContent(value, { emitUpdate: false });
    else setSource(true);
  }, [editor, source, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      heading: editor?.isActive('heading', { level: 3 }) ?? false,
      list: editor?.isActive('bulletList') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const addLink = (href: string) => {
    if (!editor) return;
    if (editor.state.selection.empty)
      chain()
        ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain()?.extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
  };
  const addImage = (image: UploadedImage) => {
    chain()
      ?.insertContent({ type: 'image', attrs: { ...image, src: image.url } })
      .run();
    setPanel(null);
  };
  const showEditor = () => {
    if (!fitsTheEditor(value)) return;
    editor?.commands.setContent(value, { emitUpdate: false });
    setSource(false);
  };

  return (
    <div className="space-y-1">
      <p id={labelId} className="text-xs font-semibold text-slate-700">
        {label}
        <span aria-hidden className="ms-0.5 text-danger-600">
          *
        </span>
      </p>
      <div
        className={cn(
          'rounded-md border bg-white focus-within:ring-2 focus-within:ring-brand-500',
          error ? 'border-danger-600' : 'border-slate-300',
        )}
      >
        <div
          role="toolbar"
          aria-label={t`Formatting`}
          aria-controls={`${id}-area`}
          className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          {[
            { label: t`Bold`, Icon: Bold, pressed: active?.bold, run: () => chain()?.toggleBold().run() },
            {
              label: t`Italic`,
              Icon: Italic,
              pressed: active?.italic,
              run: () => chain()?.toggleItalic().run(),
            },
            {
              label: t`Heading`,
              Icon: Heading,
              pressed: active?.heading,
              run: () => chain()?.toggleHeading({ level: 3 }).run(),
            },
            {
              label: t`Bulleted list`,
              Icon: List,
              pressed: active?.list,
              run: () => chain()?.toggleBulletList().run(),
            },
            {
              label: t`Link`,
              Icon: Link2,
              pressed: panel === 'link',
              run: () => setPanel((open) => (open === 'link' ? null : 'link')),
            },
            {
              label: t`Image`,
              Icon: ImagePlus,
              pressed: panel === 'image',
              run: () => setPanel((open) => (open === 'image' ? null : 'image')),
            },
          ].map(({ label, Icon, pressed, run }) => (
            <ToolButton
              key={label}
              label={label}
              icon={<Icon aria-hidden className="size-4" />}
              pressed={pressed}
              disabled={source}
              onClick={run}
            />
          ))}
          <ToolButton
            label="HTML"
            icon={<Code aria-hidden className="size-4" />}
            pressed={source}
            // A body the editor cannot hold stays in HTML, so nothing of it is lost.
            disabled={source && !fitsTheEditor(value)}
            onClick={() => (source ? showEditor() : setSource(true))}
          />
        </div>
        {panel === 'link' && !source && <LinkPanel onInsert={addLink} onCancel={() => setPanel(null)} />}
        {panel === 'image' && !source && <ImagePanel onInsert={addImage} onCancel={() => setPanel(null)} />}
        {source ? (
          <div className="space-y-1 p-2">
            <Textarea
              id={`${id}-area`}
              aria-labelledby={labelId}
              aria-describedby={[sourceNoteId, describedBy].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              rows={14}
              className="font-mono text-xs"
            />
            <p id={sourceNoteId} className="text-xs text-slate-500">
              {fitsTheEditor(value)
                ? t`You are editing the HTML. Press HTML again to go back to the editor.`
                : t`This announcement has a layout the editor cannot show (such as tables or figures), so it opens as HTML. Preview shows it as members will see it.`}
            </p>
          </div>
        ) : (
          <EditorContent editor={editor} />
        )}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

function LinkPanel({ onInsert, onCancel }: { onInsert: (href: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [href, setHref] = useState('https://');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // The panel opens from the toolbar's Link button: the address field takes the keyboard at once.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const add = () => {
    const value = href.trim();
    if (!SAFE_LINK.test(value) || value === 'https://') {
      setProblem(
        t`Enter an address starting with https://, http://, mailto:, tel: or / (a page of this site).`,
      );
      return;
    }
    onInsert(value);
  };
  return (
    <div
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2"
      role="group"
      aria-label={t`Add a link`}
    >
      <label
        htmlFor={id}
        className="flex min-w-60 flex-1 flex-col gap-1 text-xs font-semibold text-slate-700"
      >
        <Trans>Link address</Trans>
        <Input
          id={id}
          type="url"
          value={href}
          ref={input}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
      </label>
      <Button size="sm" onClick={add}>
        <Trans>Add link</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <p className="w-full text-xs text-slate-500">
        <Trans>
          Select the words to link first; with nothing selected, the address itself is added as the link.
        </Trans>
      </p>
      {problem && (
        <p id={`${id}-problem`} className="w-full text-xs font-medium text-danger-700">
          {problem}
        </p>
      )}
    </div>
  );
}

interface UploadedImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

// The domain's image messages (its ANNOUNCEMENT_MESSAGES.imageType and .imageTooBig, word for word).
const IMAGE_PROBLEMS = {
  missing: msg`Choose an image file.`,
  imageType: msg`Choose a JPEG, PNG, WebP or GIF image.`,
  imageTooBig: msg`An image is at most 5 MB.`,
} as const;

function imageProblem(file: File | null): MessageDescriptor | null {
  if (!file) return IMAGE_PROBLEMS.missing;
  if (!(ANNOUNCEMENT_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return IMAGE_PROBLEMS.imageType;
  if (file.size > MAX_ANNOUNCEMENT_IMAGE_BYTES) return IMAGE_PROBLEMS.imageTooBig;
  return null;
}

function ImagePanel({
  onInsert,
  onCancel,
}: {
  onInsert: (image: UploadedImage) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const upload = async () => {
    const fileProblem = imageProblem(file);
    if (fileProblem || !file) return setProblem(fileProblem ? i18n._(fileProblem) : null);
    if (!alt.trim()) return setProblem(t`Describe the image for members who cannot see it.`);
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadAnnouncementImage(file);
      onInsert({ ...stored, alt: alt.trim() });
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : t`The image could not be uploaded. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="grid gap-2 border-b border-slate-200 p-2 sm:grid-cols-2"
      role="group"
      aria-label={t`Add an image`}
    >
      <label htmlFor={`${id}-file`} className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
        <Trans>Image file</Trans>
        <input
          id={`${id}-file`}
          type="file"
          accept={ANNOUNCEMENT_IMAGE_CONTENT_TYPES.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm font-normal"
        />
      </label>
      <label htmlFor={`${id}-alt`} className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
        <Trans>Image description</Trans>
        <Input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </label>
      <p className="text-xs text-slate-500 sm:col-span-2">
        <Trans>
          JPEG, PNG, WebP or GIF up to 5 MB. It is stored on this site (at most 1600 px wide); images from
          other sites are not shown to members.
        </Trans>
      </p>
      {problem && (
        <p role="alert" className="text-xs font-medium text-danger-700 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button size="sm" disabled={busy} onClick={() => void upload()}>
          {busy ? t`Uploading…` : t`Insert image`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
