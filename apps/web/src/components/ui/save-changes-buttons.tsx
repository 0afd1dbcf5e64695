import { Trans } from '@lingui/react/macro';
import { Button } from './button';

/**
 * An edit form's Cancel and Save changes: both wait for a change and for the save in flight;
 * Cancel puts the saved values back (`onCancel`).
 */
export function SaveChangesButtons({
  dirty,
  saving,
  onCancel,
}: {
  dirty: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" disabled={!dirty || saving} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" disabled={!dirty || saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
      </Button>
    </div>
  );
}
