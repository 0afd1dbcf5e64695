import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { cn } from '@/lib/cn';
import { messageText } from '@/lib/i18n';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control (Input, Select, textarea); receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label + control + hint/error, wired for screen readers; the control turns red when invalid (§5). */
export function Field({ label, children, error, hint, required, className }: FieldProps) {
  const id = useId();
  const controlId = (isValidElement(children) && children.props.id) || `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-xs font-semibold text-slate-700">
        {label}
        {required && (
          <span aria-hidden className="ms-0.5 text-danger-600">
            *
          </span>
        )}
      </label>
      {control}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/**
 * A field's hint and error, under the control that names them in aria-describedby. The error is the
 * form's check or the API's, in the page's language.
 */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {messageText(i18n, error)}
        </p>
      )}
    </>
  );
}
