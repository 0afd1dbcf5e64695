import type { AnnouncementDto } from '@ibc/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
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
      <DialogContent title={announcement.title} size="full" className="sm:max-w-4xl">
        <AnnouncementBody announcement={announcement} />
        <div className="mt-6 flex justify-end border-t border-slate-100 pt-4">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
