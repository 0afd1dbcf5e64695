import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  announcementInputSchema,
  calendarDate,
  type AdminAnnouncement,
  type AnnouncementDto,
  type AnnouncementInput,
} from '@ibc/domain';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { previewAnnouncementBody } from '../api/admin-announcements';
import { AnnouncementDialog } from './announcement-dialog';
import { RichTextEditor } from './rich-text-editor';

type FormValues = z.input<typeof announcementInputSchema>;
type Output = z.output<typeof announcementInputSchema>;

const FIELDS = ['title', 'bodyHtml', 'startDate', 'endDate', 'audience', 'showAsPopup'] as const;

function toForm(existing: AdminAnnouncement | undefined): FormValues {
  return {
    title: existing?.title ?? '',
    bodyHtml: existing?.bodyHtml ?? '',
    // A new one starts today (the browser's day); seeded notices without a start date get one on save.
    startDate: existing?.startDate ?? calendarDate(new Date()),
    endDate: existing?.endDate ?? '',
    audience: existing?.audience ?? 'everyone',
    showAsPopup: existing?.showAsPopup ?? true,
  };
}

export interface AnnouncementFormProps {
  existing?: AdminAnnouncement;
  onSave: (input: AnnouncementInput) => Promise<unknown>;
}

/** Title, rich body, dates, audience and pop-up switch of an announcement (spec §4). */
export function AnnouncementForm({ existing, onSave }: AnnouncementFormProps) {
  const { t } = useLingui();
  const form = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(announcementInputSchema),
    defaultValues: toForm(existing),
  });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [preview, setPreview] = useState<AnnouncementDto | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSave(values);
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const showPreview = async () => {
    const values = form.getValues();
    setPreviewing(true);
    setAlert(null);
    try {
      // The body as the server will store it, so the preview is exactly what members will see.
      const bodyHtml = await previewAnnouncementBody(values.bodyHtml);
      setPreview({
        id: existing?.id ?? 0,
        slug: existing?.slug ?? 'preview',
        title: values.title.trim() || t`Untitled announcement`,
        bodyHtml,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
        audience: values.audience,
        // The server chooses the real key on saving; a preview is never remembered as seen.
        storageKey: existing?.storageKey ?? 'preview',
        showAsPopup: values.showAsPopup ?? true,
        component: existing?.component ?? null,
      });
    } catch (error) {
      setAlert(error instanceof Error ? error.message : t`The preview could not be made. Please try again.`);
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Announcement`} className="space-y-5">
      {alert && <FormAlert>{alert}</FormAlert>}
      <Field label={t`Title`} error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </Field>
      <Controller
        control={form.control}
        name="bodyHtml"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={t`Announcement`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint={t`Headings, paragraphs, bulleted lists, links, bold and italic text and images. Anything else (scripts, styles, frames) is removed when it is saved.`}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t`First day`} error={errors.startDate?.message} required>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field
          label={t`Last day`}
          error={errors.endDate?.message}
          hint={t`Leave empty to show it until you end it.`}
        >
          <Input type="date" {...form.register('endDate')} />
        </Field>
        <Field label={t`Who sees it`} error={errors.audience?.message} required>
          <Select {...form.register('audience')}>
            <option value="everyone">{t`Everyone (visitors and members)`}</option>
            <option value="nz">{t`New Zealand members only`}</option>
          </Select>
        </Field>
      </div>
      <Checkbox
        label={t`Show as a pop-up (otherwise members only find it on their Notices page)`}
        {...form.register('showAsPopup')}
      />
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save announcement`}
        </Button>
        <Button variant="secondary" disabled={previewing} onClick={() => void showPreview()}>
          {previewing ? t`Preparing preview…` : t`Preview`}
        </Button>
      </div>
      {preview && <AnnouncementDialog announcement={preview} onClose={() => setPreview(null)} />}
    </form>
  );
}
