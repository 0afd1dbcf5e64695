// §5 Slider rules and §8 its developer errors, kept as a model the slider component only renders.
export type RangeSliderOptions = {
  floor?: number;
  ceil?: number;
  step?: number;
  precision?: number;
  logScale?: boolean;
  noSwitching?: boolean;
};

export type RangeSlider = {
  floor: number;
  ceil: number;
  step: number;
  precision: number;
  pageStep: number;
  logScale: boolean;
  noSwitching: boolean;
  roundToStep(value: number): number;
  normalize(low: number, high: number): [number, number];
};

// §5 "Default precision 12 digits, default step 1".
const DEFAULT_PRECISION = 12;
const DEFAULT_STEP = 1;

// Significant digits, as the slider we replace did, so 0.1 + 0.2 lands on 0.3.
const toPrecision = (value: number, precision: number) => Number(value.toPrecision(precision));

export function createRangeSlider(options: RangeSliderOptions): RangeSlider {
  const { floor, ceil, precision = DEFAULT_PRECISION, logScale = false, noSwitching = false } = options;
  if (floor === undefined || ceil === undefined) throw new Error('floor and ceil options must be supplied');
  if (logScale && floor === 0) throw new Error("Can't use floor=0 with logarithmic scale");
  // §5 "step of zero or less becomes 1".
  const step = options.step === undefined || !(options.step > 0) ? DEFAULT_STEP : options.step;

  const roundToStep = (value: number): number => {
    const steps = Math.round(toPrecision((value - floor) / step, precision));
    return toPrecision(floor + steps * step, precision);
  };
  const clamp = (value: number) => Math.min(ceil, Math.max(floor, roundToStep(value)));

  return {
    floor,
    ceil,
    step,
    precision,
    // §5 "keyboard page step one tenth of the range".
    pageStep: (ceil - floor) / 10,
    logScale,
    noSwitching,
    roundToStep,
    normalize(low, high) {
      const [a, b] = [clamp(low), clamp(high)];
      // §5 "if low exceeds high they are swapped (or low set to high when switching is disallowed)".
      if (a <= b) return [a, b];
      return noSwitching ? [b, b] : [b, a];
    },
  };
}

// §5 "Year slider 1990 to the current year". The UTC year, like the footer's copyright line (§2 Footer).
export const YEAR_FLOOR = 1990;
export function YEAR_RANGE(now: Date): { floor: number; ceil: number } {
  return { floor: YEAR_FLOOR, ceil: now.getUTCFullYear() };
}
// §5 "mileage slider 10 to 999999" in whichever unit (km or mi) is chosen.
export const MILEAGE_RANGE = { floor: 10, ceil: 999999 } as const;
// §5 "condition grade slider 0 to 5"; auction grades move in halves.
export const CONDITION_GRADE_RANGE = { floor: 0, ceil: 5, step: 0.5 } as const;
