import * as Slider from '@radix-ui/react-slider';
import { cn } from '../../../lib/cn';

/** A Radix slider in the app's colours; one thumb per value. */
export function RangeSlider({
  label,
  value,
  onChange,
  min,
  max,
  step,
  minStepsBetweenThumbs,
  thumbLabels,
}: {
  label: string;
  value: number[];
  onChange: (value: number[]) => void;
  min: number;
  max: number;
  step: number;
  minStepsBetweenThumbs?: number;
  thumbLabels: string[];
}) {
  return (
    <Slider.Root
      aria-label={label}
      value={value}
      onValueChange={onChange}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      className="relative flex h-8 w-full touch-none select-none items-center"
    >
      <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-100">
        <Slider.Range className="absolute h-full rounded-full bg-gradient-to-r from-brand-500 to-grape-500" />
      </Slider.Track>
      {value.map((_, i) => (
        <Slider.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          className="block h-7 w-7 rounded-full border-4 border-white bg-brand-500 shadow-lift transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-grape-200"
        />
      ))}
    </Slider.Root>
  );
}

/** An on/off switch with its label and a hint. */
export function ToggleRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-4 py-3">
      <div className="flex-1">
        <label htmlFor={id} className="block text-body font-bold text-ink-900">
          {label}
        </label>
        <p className="text-sm text-ink-500">{hint}</p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-8 w-14 shrink-0 rounded-full transition',
          checked ? 'bg-gradient-to-r from-brand-500 to-grape-500' : 'bg-ink-100',
        )}
      >
        <span
          className={cn(
            'absolute top-1 h-6 w-6 rounded-full bg-white shadow transition-all',
            checked ? 'left-7' : 'left-1',
          )}
        />
      </button>
    </div>
  );
}
