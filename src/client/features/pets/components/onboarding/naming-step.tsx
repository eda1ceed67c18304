import type { FormEvent } from 'react';
import { PET_NAME_MAX } from '../../../../../shared/constants';
import {
  ONBOARDING_CATALOG,
  variantLabel,
  type OnboardingPetType,
} from '../../../../../shared/catalog/pets';
import { PetArt } from '../../../../components/pet-art';
import { Button } from '../../../../components/ui/button';
import { Input, Label } from '../../../../components/ui/input';

export function NamingStep({
  type,
  variant,
  name,
  onNameChange,
  onSubmit,
  submitting,
}: {
  type: OnboardingPetType | null;
  variant: string | null;
  name: string;
  onNameChange: (name: string) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const entry = type ? ONBOARDING_CATALOG[type] : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="flex flex-1 flex-col" onSubmit={submit} noValidate>
      <h1 className="text-2xl font-black text-ink-900">Name your pet</h1>
      <p className="mt-1 text-body text-ink-500">
        Pick something you&apos;ll love saying every day.
      </p>
      <div className="relative mx-auto mt-4 flex h-60 w-60 items-center justify-center">
        <div
          className="absolute inset-4 rounded-full bg-gradient-to-br from-brand-100 via-grape-100 to-coin-100"
          aria-hidden="true"
        />
        {entry && variant ? (
          <PetArt
            type={entry.type}
            variant={variant}
            mood="happy"
            size={220}
            className="relative"
            title={`Your ${variantLabel(variant)} ${entry.label}`}
          />
        ) : (
          <span className="relative text-6xl" aria-hidden="true">
            🥚
          </span>
        )}
      </div>
      {name.trim() ? (
        <p
          className="animate-fade-in text-center text-2xl font-black text-ink-900"
          aria-hidden="true"
        >
          {name.trim()}
        </p>
      ) : null}
      <div className="mt-4">
        <div className="flex items-end justify-between">
          <Label htmlFor="pet-name">Pet name</Label>
          <span className="mb-1.5 text-xs font-bold tabular-nums text-ink-500" aria-live="polite">
            {name.length}/{PET_NAME_MAX}
          </span>
        </div>
        <Input
          id="pet-name"
          value={name}
          maxLength={PET_NAME_MAX}
          autoComplete="off"
          placeholder={entry ? `e.g. ${SUGGESTIONS[entry.type]}` : 'Your pet’s name'}
          onChange={(e) => onNameChange(e.target.value)}
        />
      </div>
      <div className="mt-auto pt-8">
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? 'Creating…' : 'Create My Pet'}
        </Button>
      </div>
    </form>
  );
}

const SUGGESTIONS: Record<OnboardingPetType, string> = {
  dragon: 'Ember',
  cat: 'Whiskers',
  dog: 'Biscuit',
  phoenix: 'Blaze',
};
