import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { AdminAnnouncement } from '@ibc/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { useAdminAnnouncement, useDeleteAnnouncement, useSaveAnnouncement } from '../api/admin-announcements';
import { AnnouncementForm } from '../components/announcement-form';
import { STATE_LABELS, STATE_TONES } from '../utils/announcement-period';

const SAVED_MESSAGES = {
  live: msg`The announcement is saved. It is live: members see it the next time they open a page.`,
  scheduled: msg`The announcement is saved. It is scheduled: members see it from its first day.`,
  ended: msg`The announcement is saved. Its last day has passed: members find it among the past notices.`,
} as const;
const SAVED_NOT_POPUP = msg`The announcement is saved. It is not shown as a pop-up; members find it on their Notices page.`;

const savedMessage = (i18n: I18n, a: AdminAnnouncement) =>
  i18n._(a.showAsPopup ? SAVED_MESSAGES[a.state] : SAVED_NOT_POPUP);

function DeleteAnnouncement({ announcement }: { announcement: AdminAnnouncement }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAnnouncement();
  const { title } = announcement;
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" className="text-danger-700" onClick={() => setOpen(true)}>
        <Trans>Delete announcement</Trans>
      </Button>
      <DialogContent title={t`Delete this announcement?`} size="sm">
        <p className="text-sm text-slate-700">
          <Trans>
            “{title}” disappears from the pop-ups and from members’ Notices page. This cannot be undone.
          </Trans>
        </p>
        {remove.isError && <FormAlert>{remove.error.message}</FormAlert>}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(announcement.id, {
                onSuccess: () => void navigate('/admin/announcements', { replace: true }),
              })
            }
          >
            <Trans>Delete</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A new announcement has nothing to load: its editor shows at once. */
const NOTHING_TO_LOAD: QueryLike<null> = { isPending: false, isError: false, error: null, data: null };

/** /admin/announcements/new and /admin/announcements/:id: write, preview and save an announcement. */
export default function AnnouncementEditorPage() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const unknownId = params.id !== undefined && id === null;
  const existing = useAdminAnnouncement(id);
  const save = useSaveAnnouncement();
  const navigate = useNavigate();
  const location = useLocation();
  // The form is rebuilt from each saved answer, so it shows the body as the server stored it.
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  // The message of the save that created it, carried over from /admin/announcements/new.
  const createdMessage = (location.state as { saved?: string } | null)?.saved ?? null;
  const announcement = existing.data;

  const onSave = async (input: Parameters<typeof save.mutateAsync>[0]['input']) => {
    setSaved(null);
    const result = await save.mutateAsync({ id, input });
    if (id === null) {
      await navigate(`/admin/announcements/${result.id}`, {
        replace: true,
        state: { saved: savedMessage(i18n, result) },
      });
    } else {
      setSaved(savedMessage(i18n, result));
      setSaves((n) => n + 1);
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={id === null ? t`New announcement` : (announcement?.title ?? t`Announcement`)}
        eyebrow={
          <Link to="/admin/announcements" className="hover:underline">
            <Trans>Announcements</Trans>
          </Link>
        }
        description={t`Write the pop-up members see when they open the site. Preview shows it exactly as they will.`}
        actions={
          announcement && (
            <>
              <Badge tone={STATE_TONES[announcement.state]}>{i18n._(STATE_LABELS[announcement.state])}</Badge>
              <DeleteAnnouncement announcement={announcement} />
            </>
          )
        }
      />
      {(saved ?? createdMessage) && <FormAlert tone="success">{saved ?? createdMessage}</FormAlert>}
      {unknownId ? (
        <FormAlert>
          <Trans>There is no such announcement.</Trans>
        </FormAlert>
      ) : (
        <QueryState query={id === null ? NOTHING_TO_LOAD : existing} loadingClassName="h-96 w-full">
          {() => (
            <div className="max-w-5xl rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
              {/* Keyed by the record and its saves: the form shows what was stored. */}
              <AnnouncementForm
                key={`${announcement?.id ?? 'new'}-${saves}`}
                {...(announcement ? { existing: announcement } : {})}
                onSave={onSave}
              />
            </div>
          )}
        </QueryState>
      )}
    </div>
  );
}
