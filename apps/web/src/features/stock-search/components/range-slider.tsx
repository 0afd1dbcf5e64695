import { Slider } from 'radix-ui';
import { useMemo, type KeyboardEvent } from 'react';
import { createRangeSlider, type RangeSliderOptions } from '@ibc/domain';

export interface RangeSliderProps {
  /** §4 "A range slider (year, mileage, condition grade) holds low and high values within a floor and ceiling with a step." */
  options: RangeSliderOptions;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  lowLabel: string;
  highLabel: string;
  format?: (value: number) => string;
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
  // §5 "keyboard page step one tenth of the range": Radix pages by ten steps, so PageUp/PageDown are
  // handled here (preventDefault keeps Radix's own handling out).
  const pageBy = (thumb: 0 | 1) => (event: KeyboardEvent) => {
    const direction = event.key === 'PageUp' ? 1 : event.key === 'PageDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const moved = model.roundToStep((thumb === 0 ? low : high) + direction * model.pageStep);
    onChange(thumb === 0 ? model.normalize(moved, high) : model.normalize(low, moved));
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
          aria-label={lowLabel}
          onKeyDown={pageBy(0)}
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
        <Slider.Thumb
          aria-label={highLabel}
          onKeyDown={pageBy(1)}
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
      </Slider.Root>
    </div>
  );
}
