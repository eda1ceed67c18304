import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CARE, PET_NAME_MAX } from '../../../../shared/constants';
import { isMaxLevel } from '../../../../shared/rules/levelling';
import { deriveMood } from '../../../../shared/rules/mood';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input, Label } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useActivePet } from '../api/get-active-pet';
import { useCustomizePet } from '../api/customize-pet';
import { PetLoadError } from '../components/load-error';
import { PetInfo } from '../components/pet-info';
import { petNameError } from '../lib/pet-name';
import { EmptyIcon } from '../components/empty-icon';

function RenameForm({ pet }: { pet: Pet }) {
  const customize = useCustomizePet();
  const [name, setName] = useState(pet.name);
  const [error, setError] = useState<string | null>(null);
  const unchanged = name.trim() === pet.name;
  const blank = name.trim() === '';

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const problem = petNameError(name);
    if (problem) return setError(problem);
    if (unchanged) return;
    try {
      const { pet: renamed } = await customize.mutateAsync({ petId: pet.id, name });
      setName(renamed.name);
      setError(null);
      toast({ title: 'Name Saved', description: `Your pet is now called ${renamed.name}.` });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to customize pet. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={save} noValidate className="rounded-3xl bg-white p-4 shadow-card">
      <div className="flex items-end justify-between">
        <Label htmlFor="pet-name" className="flex items-center gap-1.5">
          <Pencil className="h-4 w-4 text-brand-500" aria-hidden="true" />
          Pet Name
        </Label>
        <span className="mb-1.5 text-xs font-bold tabular-nums text-ink-500" aria-live="polite">
          {name.length}/{PET_NAME_MAX}
        </span>
      </div>
      <Input
        id="pet-name"
        value={name}
        maxLength={PET_NAME_MAX}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'pet-name-error' : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setError(e.target.value.trim() === '' ? 'Pet name cannot be empty.' : null);
        }}
      />
      {error ? (
        <p id="pet-name-error" role="alert" className="mt-1.5 text-sm font-semibold text-brand-600">
          {error}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-pair gap-2">
        <Button
          variant="secondary"
          disabled={name === pet.name}
          onClick={() => {
            setName(pet.name);
            setError(null);
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={unchanged || blank || customize.isPending}>
          {customize.isPending ? 'Saving…' : 'Save Name'}
        </Button>
      </div>
    </form>
  );
}

/** Pet customization (spec section 2): rename the active pet; its other facts are read-only. */
export function Component() {
  const activePet = useActivePet();
  const pet = activePet.data;
  return (
    <div>
      <PageHeader title="Customize Pet" back />
      {activePet.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your pet" />
        </div>
      ) : activePet.isLoadingError ? (
        <PetLoadError what="your pet" onRetry={() => void activePet.refetch()} />
      ) : pet ? (
        <div className="flex flex-col gap-4 px-4 pb-4">
          <div className="relative flex flex-col items-center overflow-hidden rounded-[2rem] bg-gradient-to-b from-grape-100 via-brand-50 to-white pb-4 pt-2 shadow-card">
            <PetArt
              type={pet.type}
              variant={pet.variant}
              mood={deriveMood(pet)}
              accessories={pet.accessories}
              size={180}
            />
            <p className="text-2xl font-black text-ink-900">{pet.name}</p>
          </div>
          {/* Keyed by the saved name so a rename elsewhere resets the form. */}
          <RenameForm key={`${pet.id}:${pet.name}`} pet={pet} />
          <section aria-label="Pet details" className="rounded-3xl bg-white p-4 shadow-card">
            <h2 className="mb-1 text-lg font-extrabold text-ink-900">Details</h2>
            <PetInfo
              pet={pet}
              extra={[
                { label: 'Level', value: String(pet.level) },
                {
                  label: 'Experience',
                  value: isMaxLevel(pet.level)
                    ? 'Max Level'
                    : `${pet.experience}/${CARE.xpPerLevel} XP`,
                },
              ]}
            />
          </section>
        </div>
      ) : (
        <EmptyState
          icon={<EmptyIcon emoji="🎨" />}
          title="No Active Pet"
          description="Choose a pet to customize it."
          action={
            <Link to="/pet-selection" className={buttonClass('primary', 'lg')}>
              Choose Pet
            </Link>
          }
        />
      )}
    </div>
  );
}
