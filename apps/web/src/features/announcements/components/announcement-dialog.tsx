import type { AnnouncementDto } from '@ibc/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AnnouncementBody } from './announcement-body';

export interface AnnouncementDialogProps {
  announcement: AnnouncementDto;
  onClose: () => void;
}

/**
 * §2 Announcement pop-up: full screen, dimmed backdrop, close button; the backdrop or the button
 * closes it and the page behind cannot scroll while it is open (Radix locks scroll).
 */
export function AnnouncementDialog({ announcement, onClose }: AnnouncementDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* One close control (the corner X, always in view while the notice scrolls); the text keeps a
          readable line length inside the full-screen panel. */}
      <DialogContent title={announcement.title} size="full">
        <div className="mx-auto max-w-4xl">
          <AnnouncementBody announcement={announcement} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
