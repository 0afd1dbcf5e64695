import { Bold, Heading, ImagePlus, Italic, Link2, List } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  ANNOUNCEMENT_IMAGE_CONTENT_TYPES,
  ANNOUNCEMENT_MESSAGES,
  MAX_ANNOUNCEMENT_IMAGE_BYTES,
} from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { uploadAnnouncementImage } from '../api/admin-announcements';
import { proseClasses } from './announcement-body';

// A small rich-text editor for announcement bodies (issue 16): a contenteditable area with a
// toolbar of the formatting the pop-up shows. It uses the browser's editing commands
// (document.execCommand: deprecated but implemented by every browser, and the only way to get
// native undo and caret handling without an editor library). What it produces is only a draft: the
// server sanitises the HTML before it is stored, and the preview shows that sanitised body.

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'formatBlock' | 'createLink' | 'insertHTML';

function exec(command: Command, value?: string): void {
  // Missing in test DOMs (jsdom); every browser has it.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function ToolButton({
  label,
  icon,
  onClick,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
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

export function RichTextEditor({ label, value, onChange, error, hint }: RichTextEditorProps) {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);

  // The form owns the value; the editor writes it only when it changed from outside (a reset),
  // never while typing, so the caret stays where it is.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: Command, argument?: string) => {
    area.current?.focus();
    exec(command, argument);
    emit();
  };
  const saveSelection = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const restoreSelection = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (selection && savedRange.current) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };
  const toggleHeading = () => {
    const current =
      typeof document.queryCommandValue === 'function' ? document.queryCommandValue('formatBlock') : '';
    run('formatBlock', current.toLowerCase() === 'h3' ? 'p' : 'h3');
  };
  const openPanel = (which: 'link' | 'image') => {
    saveSelection();
    setPanel((open) => (open === which ? null : which));
  };
  const insert = (command: 'createLink' | 'insertHTML', argument: string) => {
    restoreSelection();
    exec(command, argument);
    emit();
    setPanel(null);
  };

  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <p id={labelId} className="text-xs font-semibold text-slate-700">
        {label}
        <span aria-hidden className="ml-0.5 text-danger-600">
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
          aria-label="Formatting"
          aria-controls={`${id}-area`}
          className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          <ToolButton
            label="Bold"
            icon={<Bold aria-hidden className="size-4" />}
            onClick={() => run('bold')}
          />
          <ToolButton
            label="Italic"
            icon={<Italic aria-hidden className="size-4" />}
            onClick={() => run('italic')}
          />
          <ToolButton
            label="Heading"
            icon={<Heading aria-hidden className="size-4" />}
            onClick={toggleHeading}
          />
          <ToolButton
            label="Bulleted list"
            icon={<List aria-hidden className="size-4" />}
            onClick={() => run('insertUnorderedList')}
          />
          <ToolButton
            label="Link"
            icon={<Link2 aria-hidden className="size-4" />}
            pressed={panel === 'link'}
            onClick={() => openPanel('link')}
          />
          <ToolButton
            label="Image"
            icon={<ImagePlus aria-hidden className="size-4" />}
            pressed={panel === 'image'}
            onClick={() => openPanel('image')}
          />
        </div>
        {panel === 'link' && (
          <LinkPanel onInsert={(href) => insert('createLink', href)} onCancel={() => setPanel(null)} />
        )}
        {panel === 'image' && (
          <ImagePanel
            onInsert={(img) =>
              insert(
                'insertHTML',
                `<img src="${escapeAttribute(img.url)}" alt="${escapeAttribute(img.alt)}" width="${img.width}" height="${img.height}">`,
              )
            }
            onCancel={() => setPanel(null)}
          />
        )}
        <div
          ref={area}
          id={`${id}-area`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
          onFocus={() => {
            // Enter starts a new paragraph, as the pop-up's typography expects.
            if (typeof document.execCommand === 'function')
              document.execCommand('defaultParagraphSeparator', false, 'p');
          }}
          className={cn('min-h-56 max-h-[32rem] overflow-y-auto px-3 py-2 outline-none', proseClasses)}
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

function LinkPanel({ onInsert, onCancel }: { onInsert: (href: string) => void; onCancel: () => void }) {
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
        'Enter an address starting with https://, http://, mailto:, tel: or / (a page of this site).',
      );
      return;
    }
    onInsert(value);
  };
  return (
    <div
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2"
      role="group"
      aria-label="Add a link"
    >
      <label
        htmlFor={id}
        className="flex min-w-60 flex-1 flex-col gap-1 text-xs font-semibold text-slate-700"
      >
        Link address
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
        Add link
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <p className="w-full text-xs text-slate-500">Select the words to link first.</p>
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

function imageProblem(file: File | null): string | null {
  if (!file) return 'Choose an image file.';
  if (!(ANNOUNCEMENT_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type))
    return ANNOUNCEMENT_MESSAGES.imageType;
  if (file.size > MAX_ANNOUNCEMENT_IMAGE_BYTES) return ANNOUNCEMENT_MESSAGES.imageTooBig;
  return null;
}

function ImagePanel({
  onInsert,
  onCancel,
}: {
  onInsert: (image: UploadedImage) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const upload = async () => {
    const fileProblem = imageProblem(file);
    if (fileProblem || !file) return setProblem(fileProblem);
    if (!alt.trim()) return setProblem('Describe the image for members who cannot see it.');
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadAnnouncementImage(file);
      onInsert({ ...stored, alt: alt.trim() });
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'The image could not be uploaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="grid gap-2 border-b border-slate-200 p-2 sm:grid-cols-2"
      role="group"
      aria-label="Add an image"
    >
      <label htmlFor={`${id}-file`} className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
        Image file
        <input
          id={`${id}-file`}
          type="file"
          accept={ANNOUNCEMENT_IMAGE_CONTENT_TYPES.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm font-normal"
        />
      </label>
      <label htmlFor={`${id}-alt`} className="flex flex-col gap-1 text-xs font-semibold text-slate-700">
        Image description
        <Input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </label>
      <p className="text-xs text-slate-500 sm:col-span-2">
        JPEG, PNG, WebP or GIF up to 5 MB. It is stored on this site (at most 1600 px wide); images from other
        sites are not shown to members.
      </p>
      {problem && (
        <p role="alert" className="text-xs font-medium text-danger-700 sm:col-span-2">
          {problem}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button size="sm" disabled={busy} onClick={() => void upload()}>
          {busy ? 'Uploading…' : 'Insert image'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
