import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PET_TYPES } from '../../../../shared/catalog/pets';
import { ANY, GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { DATING } from '../../../../shared/constants';
import type { Preferences } from '../../../../shared/schemas/preferences';
import type { UpdatePreferencesRequest } from '../../../../shared/schemas/update-preferences';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Field } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { RangeSlider, ToggleRow } from '../components/preference-controls';
import { PET_TYPE_LABEL } from '../lib/pet-theme';

type Form = Omit<UpdatePreferencesRequest, 'location'>;

function toForm(p: Preferences): Form {
  return {
    ageRange: [p.ageRange[0], p.ageRange[1]],
    distance: p.distance,
    petPreference: p.petPreference,
    showOnlyActivePets: p.showOnlyActivePets,
    enableSuperLikes: p.enableSuperLikes,
    genderPreference: p.genderPreference,
    sexualPreferenceFilter: p.sexualPreferenceFilter,
  };
}

function SliderHeading({ label, value }: { label: string; value: string }) {
  return (
    <div className="mb-2 flex items-baseline justify-between">
      <span className="text-body font-bold text-ink-900">{label}</span>
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-extrabold text-brand-700">
        {value}
      </span>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const [form, setForm] = useState<Form>(() => toForm(initial));
  const save = useUpdatePreferences();
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    save.mutate(form, {
      onSuccess: () =>
        toast({
          title: 'Preferences Saved',
          description: 'Your deck now follows your new preferences.',
        }),
      onError: () =>
        toast({
          title: 'Save Failed',
          description: 'Could not save preferences. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 px-4 pb-6">
      <Card>
        <SliderHeading label="Age range" value={`${form.ageRange[0]} - ${form.ageRange[1]}`} />
        <RangeSlider
          label="Age range"
          value={form.ageRange}
          onChange={(v) =>
            set('ageRange', [v[0] ?? DATING.ageSliderMin, v[1] ?? DATING.ageSliderMax])
          }
          min={DATING.ageSliderMin}
          max={DATING.ageSliderMax}
          step={1}
          minStepsBetweenThumbs={1}
          thumbLabels={['Minimum age', 'Maximum age']}
        />
        <div className="mt-6">
          <SliderHeading label="Maximum distance" value={`${form.distance} mi`} />
          <RangeSlider
            label="Maximum distance"
            value={[form.distance]}
            onChange={(v) => set('distance', v[0] ?? DATING.distanceMin)}
            min={DATING.distanceMin}
            max={DATING.distanceMax}
            step={DATING.distanceStep}
            thumbLabels={['Maximum distance in miles']}
          />
          <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-500">
            <MapPin className="h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" />
            <span>
              From{' '}
              {initial.location
                ? `${initial.location.city}, ${initial.location.state}`
                : 'your city'}
              .{' '}
              <Link to="/profile/edit" className="font-bold text-brand-600 hover:underline">
                Change it in Edit Profile
              </Link>
            </span>
          </p>
        </div>
      </Card>

      <Card className="flex flex-col gap-4">
        <Field id="pet-preference" label="Pet preference">
          <ChoiceSelect
            id="pet-preference"
            value={form.petPreference}
            choices={PET_TYPES}
            none={{ value: ANY, label: 'Any Pet' }}
            labelOf={(type) => PET_TYPE_LABEL[type]}
            onChange={(type) => set('petPreference', type)}
          />
        </Field>
        <Field id="gender-preference" label="Show me">
          <ChoiceSelect
            id="gender-preference"
            value={form.genderPreference}
            choices={GENDERS}
            none={{ value: ANY, label: 'Any gender' }}
            onChange={(gender) => set('genderPreference', gender)}
          />
        </Field>
        <Field id="sexual-preference" label="Sexual preference">
          <ChoiceSelect
            id="sexual-preference"
            value={form.sexualPreferenceFilter}
            choices={SEXUAL_PREFERENCES}
            none={{ value: ANY, label: 'Any preference' }}
            onChange={(preference) => set('sexualPreferenceFilter', preference)}
          />
        </Field>
      </Card>

      <Card className="divide-y divide-ink-100 py-1">
        <ToggleRow
          id="active-pets"
          label="Show only active pets"
          hint={`People who cared for their pet in the last ${DATING.activePetWithinDays} days.`}
          checked={form.showOnlyActivePets}
          onChange={(v) => set('showOnlyActivePets', v)}
        />
        <ToggleRow
          id="super-likes"
          label="Enable super likes"
          hint={`Stand out with up to ${DATING.superLikesPerDay} super likes a day.`}
          checked={form.enableSuperLikes}
          onChange={(v) => set('enableSuperLikes', v)}
        />
      </Card>

      <div className="sticky bottom-[calc(4.25rem+env(safe-area-inset-bottom))] -mx-4 bg-gradient-to-t from-canvas via-canvas/95 to-transparent px-4 pb-2 pt-4">
        <Button type="submit" size="lg" block disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
    </form>
  );
}

/** /dating/preferences (spec section 5 "Preferences sliders"). */
export function Component() {
  const prefs = usePreferences();
  return (
    <div>
      <PageHeader title="Dating Preferences" back="/dating" />
      {prefs.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading your preferences" />
        </div>
      ) : prefs.data ? (
        <PreferencesForm key={prefs.dataUpdatedAt} initial={prefs.data} />
      ) : (
        <LoadError what="your preferences" onRetry={() => void prefs.refetch()} />
      )}
    </div>
  );
}
