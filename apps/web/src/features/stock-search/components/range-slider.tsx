import { Slider } from 'radix-ui';
import { useMemo } from 'react';
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
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
        <Slider.Thumb
          aria-label={highLabel}
          className="block size-4 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
        />
      </Slider.Root>
    </div>
  );
}
