import { Slider } from 'radix-ui';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { createRangeSlider, type RangeSlider as RangeModel, type RangeSliderOptions } from '@ibc/domain';

export interface RangeSliderProps {
  /** §4 "A range slider (year, mileage, condition grade) holds low and high values within a floor and ceiling with a step." */
  options: RangeSliderOptions;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  lowLabel: string;
  highLabel: string;
  format?: (value: number) => string;
}

/**
 * Moves one thumb to `target` (rounded, clamped, and §5 "if low exceeds high they are swapped (or low
 * set to high when switching is disallowed)"); answers the new range and the thumb that now holds the
 * moved value.
 */
export function moveThumb(
  model: RangeModel,
  [low, high]: [number, number],
  thumb: 0 | 1,
  target: number,
): { value: [number, number]; thumb: 0 | 1 } {
  const moved = model.roundToStep(target);
  const value = thumb === 0 ? model.normalize(moved, high) : model.normalize(low, moved);
  // The other end moved: the thumbs swapped (or, without switching, both ends met at the target).
  const crossed = thumb === 0 ? value[1] !== high : value[0] !== low;
  return { value, thumb: crossed && !model.noSwitching ? (thumb === 0 ? 1 : 0) : thumb };
}

/** Two-thumb slider; the rules (rounding, clamping, swapping) come from @ibc/domain (§5). */
export function RangeSlider({
  options,
  value,
  onChange,
  lowLabel,
  highLabel,
  format = String,
}: RangeSliderProps) {
  const model = useMemo(() => createRangeSlider(options), [options]);
  const [low, high] = model.normalize(value[0], value[1]);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  // Keys Radix gets wrong for a range are handled here (preventDefault keeps Radix's own handling
  // out): §5 "keyboard page step one tenth of the range" (Radix pages by ten steps), and Home/End,
  // which Radix applies to the first/last thumb whichever one has focus.
  const onKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent) => {
    const current = thumb === 0 ? low : high;
    const target =
      event.key === 'PageUp'
        ? current + model.pageStep
        : event.key === 'PageDown'
          ? current - model.pageStep
          : event.key === 'Home'
            ? model.floor
            : event.key === 'End'
              ? model.ceil
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const { value: next, thumb: movedThumb } = moveThumb(model, [low, high], thumb, target);
    onChange(next);
    // §5 swap: the value being moved now sits on the other thumb, and focus goes with it (as Radix
    // does for the arrow keys and dragging), so the next key press keeps moving the same value.
    if (movedThumb !== thumb) thumbs.current[movedThumb]?.focus();
  };
  return (
    <div className="space-y-2">
      <div className="flex justify-between text-xs font-semibold text-slate-700 tabular-nums">
        <span>{format(low)}</span>
        <span>{format(high)}</span>
      </div>
      <Slider.Root
        className="relative flex h-5 w-full touch-none items-center select-none"
        min={model.floor}
        max={model.ceil}
        step={model.step}
        minStepsBetweenThumbs={0}
        value={[low, high]}
        onValueChange={(next) => onChange(model.normalize(next[0] ?? low, next[1] ?? high))}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          ref={(node) => {
            thumbs.current[0] = node;
          }}
          aria-label={lowLabel}
          onKeyDown={onKeyDown(0)}
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
        <Slider.Thumb
          ref={(node) => {
            thumbs.current[1] = node;
          }}
          aria-label={highLabel}
          onKeyDown={onKeyDown(1)}
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
      </Slider.Root>
    </div>
  );
}
