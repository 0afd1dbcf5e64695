import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import { readTypedAmount, type AmountUnit } from '@ibc/domain';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { controlClasses, type InputProps } from './input';

export interface MoneyInputProps extends Omit<InputProps, 'type' | 'inputMode'> {
  currency: string;
  /** 'thousands': a vehicle's yen price, typed in thousands of yen; 'units': whole units. */
  unit: AmountUnit;
  /** Decimal places of the amount (default 2; a forex rate takes 6). */
  places?: number;
  allowZero?: boolean;
  /** The line under the figures for the amount read (whole units); default '= JPY 2,150,000'. */
  readBack?: (value: string) => string;
}

/**
 * The one input for an amount a person types (offers, counters, stock prices, payments, rates). It
 * names its unit beside the figures and shows, under them, the full amount it understood
 * ('= JPY 2,150,000'), read by the domain's one rule (readTypedAmount), so a slip of a unit or a digit
 * is seen before anything is sent. It stays an uncontrolled input for react-hook-form's register.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { currency, unit, places, allowZero, readBack, className, onChange, defaultValue, value, ...props },
  ref,
) {
  const { t } = useLingui();
  const readId = useId();
  const [typed, setTyped] = useState(String(value ?? defaultValue ?? ''));
  const text = value === undefined ? typed : String(value);
  const read = text.trim() === '' ? null : readTypedAmount(text, { currency, unit, places, allowZero });
  const describedBy = [props['aria-describedby'], readId].filter(Boolean).join(' ');
  const code = currency.trim().toUpperCase();
  // The unit beside the figures and, for screen readers, the unit the amount is read in.
  const suffix = unit === 'thousands' ? t`JPY 000s` : currency.toUpperCase();
  const unitText = unit === 'thousands' ? t`Amount in thousands of yen.` : t`Amount in ${code}.`;
  return (
    <div>
      <div className="relative">
        <input
          ref={ref}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...props}
          {...(value === undefined ? { defaultValue } : { value })}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'h-9 pe-20 text-end tabular-nums', className)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setTyped(event.target.value);
            onChange?.(event);
          }}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 inset-e-0 flex items-center pe-3 text-xs font-semibold text-slate-500"
        >
          {suffix}
        </span>
      </div>
      <p id={readId} aria-live="polite" className="mt-1 min-h-4 text-xs text-slate-600 tabular-nums">
        <span className="sr-only">{`${unitText} `}</span>
        {read?.ok ? (readBack ? readBack(read.value) : `= ${read.full}`) : ''}
      </p>
    </div>
  );
});
