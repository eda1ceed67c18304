import {
  ONBOARDING_CATALOG,
  ONBOARDING_PET_TYPES,
  variantLabel,
  WIZARD_VARIANTS,
  type OnboardingPetType,
} from '../../../../shared/catalog/pets';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import type { StepProps } from './step-about';

/** Step 3: the pet's type and variant (the wizard's own variant list, spec section 3). */
export function StepPet({ draft, update }: StepProps) {
  const chosen = draft.pet;
  const choose = (type: OnboardingPetType) =>
    update({
      pet: { type, variant: chosen?.type === type ? chosen.variant : WIZARD_VARIANTS[type][0]! },
    });

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink-700">Pet Type</legend>
        <div className="grid grid-cols-2 gap-3">
          {ONBOARDING_PET_TYPES.map((type) => {
            const entry = ONBOARDING_CATALOG[type];
            const selected = chosen?.type === type;
            return (
              <button
                key={type}
                type="button"
                aria-pressed={selected}
                aria-label={entry.label}
                onClick={() => choose(type)}
                className={cn(
                  'flex flex-col items-center rounded-3xl px-2 pb-3 pt-2 ring-2 transition',
                  selected
                    ? 'bg-brand-50 ring-brand-400 shadow-lift'
                    : 'bg-canvas ring-ink-100 hover:ring-grape-200',
                )}
              >
                <PetArt
                  type={type}
                  variant={selected ? chosen.variant : WIZARD_VARIANTS[type][0]!}
                  mood="happy"
                  size={92}
                  animate={selected}
                />
                <span className="text-body font-extrabold text-ink-900">{entry.label}</span>
                <span className="text-xs font-semibold text-ink-500">{entry.personality}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      {chosen ? (
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink-700">
            {ONBOARDING_CATALOG[chosen.type].label} Variant
          </legend>
          {/* Two a row with very large text (the query is in rem), where four ran the names
              together. */}
          <div className="@container">
            <div className="grid grid-cols-2 gap-2 @min-[16rem]:grid-cols-4">
              {WIZARD_VARIANTS[chosen.type].map((variant) => {
                const selected = chosen.variant === variant;
                return (
                  <button
                    key={variant}
                    type="button"
                    aria-pressed={selected}
                    aria-label={variantLabel(variant)}
                    onClick={() => update({ pet: { type: chosen.type, variant } })}
                    className={cn(
                      'flex flex-col items-center rounded-2xl pb-2 pt-1 ring-2 transition',
                      selected
                        ? 'bg-grape-50 ring-grape-400'
                        : 'bg-canvas ring-ink-100 hover:ring-grape-200',
                    )}
                  >
                    <PetArt
                      type={chosen.type}
                      variant={variant}
                      mood="happy"
                      size={60}
                      animate={false}
                    />
                    <span className="text-caption font-extrabold leading-tight text-ink-700">
                      {variantLabel(variant)}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
          <p className="mt-3 text-xs text-ink-500">
            You&apos;ll name your {ONBOARDING_CATALOG[chosen.type].label.toLowerCase()} right after
            signing up.
          </p>
        </fieldset>
      ) : (
        <p className="rounded-2xl bg-grape-50 px-4 py-3 text-sm font-semibold text-grape-700">
          Your pet shows on your dating profile and helps us find people who play like you.
        </p>
      )}
    </div>
  );
}
