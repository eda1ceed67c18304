import { Check } from 'lucide-react';
import {
  ONBOARDING_CATALOG,
  ONBOARDING_PET_TYPES,
  variantLabel,
  type OnboardingPetType,
} from '../../../../../shared/catalog/pets';
import { PetArt } from '../../../../components/pet-art';
import { StatBar } from '../../../../components/stat-bar';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

export function PetChoiceStep({
  type,
  variant,
  wizardPick,
  onChange,
  onNext,
}: {
  type: OnboardingPetType | null;
  variant: string | null;
  /** The pet picked in the registration wizard, whose variant list is not this one. */
  wizardPick: { type: string; variant: string } | null;
  onChange: (type: OnboardingPetType, variant: string) => void;
  onNext: () => void;
}) {
  const entry = type ? ONBOARDING_CATALOG[type] : null;
  // The wizard's variant (a tabby, a lunar phoenix) stays on offer, first, for its type.
  const picked = wizardPick && wizardPick.type === type ? wizardPick.variant : null;
  const chips =
    entry && picked && !entry.variants.includes(picked)
      ? [picked, ...entry.variants]
      : (entry?.variants ?? []);
  return (
    <div className="flex flex-1 flex-col">
      <h1 className="text-2xl font-black text-ink-900">Choose your pet</h1>
      <p className="mt-1 text-body text-ink-500">Each one has its own personality.</p>

      <fieldset className="mt-4">
        <legend className="sr-only">Pet type</legend>
        <div className="grid grid-cols-2 gap-3">
          {ONBOARDING_PET_TYPES.map((t) => {
            const e = ONBOARDING_CATALOG[t];
            const selected = t === type;
            const shownVariant = selected && variant ? variant : (e.variants[0] ?? '');
            return (
              <label
                key={t}
                className={cn(
                  'relative flex cursor-pointer flex-col items-center rounded-3xl bg-white px-2 pb-3 pt-2 shadow-card ring-2 transition has-[:focus-visible]:ring-grape-500',
                  selected
                    ? 'ring-brand-500 bg-brand-50/60'
                    : 'ring-transparent hover:ring-brand-200',
                )}
              >
                <input
                  type="radio"
                  name="pet-type"
                  value={t}
                  checked={selected}
                  onChange={() => onChange(t, e.variants[0] ?? '')}
                  className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
                />
                {selected ? (
                  <span className="absolute right-2.5 top-2.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-500 text-white">
                    <Check className="h-4 w-4" strokeWidth={3} aria-hidden="true" />
                  </span>
                ) : null}
                <span aria-hidden="true">
                  <PetArt
                    type={t}
                    variant={shownVariant}
                    mood="happy"
                    size={96}
                    animate={selected}
                  />
                </span>
                <span className="text-base font-extrabold text-ink-900">{e.label}</span>
                <span className="text-center text-caption font-semibold text-ink-500">
                  {e.personality}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {entry ? (
        <>
          <fieldset className="mt-5">
            <legend className="mb-2 text-sm font-extrabold text-ink-700">
              {entry.label} variant
            </legend>
            <div className="flex flex-wrap gap-2">
              {chips.map((v) => (
                <label
                  key={v}
                  className={cn(
                    'relative cursor-pointer rounded-full px-3.5 py-2 text-sm font-bold ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-grape-500',
                    v === variant
                      ? 'bg-ink-900 text-white ring-ink-900'
                      : 'bg-white text-ink-700 ring-ink-100 hover:bg-grape-50',
                  )}
                >
                  <input
                    type="radio"
                    name="pet-variant"
                    value={v}
                    checked={v === variant}
                    onChange={() => onChange(entry.type, v)}
                    className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
                  />
                  {variantLabel(v)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-5 rounded-3xl bg-white p-4 shadow-card">
            <p className="text-sm font-extrabold text-ink-900">
              Starting stats{' '}
              <span className="font-semibold text-ink-500">· {entry.personality}</span>
            </p>
            <div className="mt-3 flex flex-col gap-2.5">
              <StatBar stat="health" value={entry.base.health} size="sm" />
              <StatBar stat="hunger" value={entry.base.hunger} size="sm" />
              <StatBar stat="happiness" value={entry.base.happiness} size="sm" />
            </div>
          </div>
        </>
      ) : null}

      <div className="mt-auto pt-6">
        <Button size="lg" block onClick={onNext}>
          Continue
        </Button>
      </div>
    </div>
  );
}
