import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { LocationFields } from '../../../components/location-fields';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Field } from '../../../components/ui/input';
import { ImagePicker } from './image-picker';
import type { StepProps } from './step-about';

/** Step 2: gender, sexual preference, location (state, then city) and optional photos. */
export function StepProfile({ draft, update }: StepProps) {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-pair gap-3">
        <Field id="reg-gender" label="Gender">
          <ChoiceSelect
            id="reg-gender"
            value={draft.gender}
            choices={GENDERS}
            none={{ value: '', label: 'Select' }}
            onChange={(gender) => update({ gender })}
          />
        </Field>
        <Field id="reg-sexual-preference" label="Sexual Preference">
          <ChoiceSelect
            id="reg-sexual-preference"
            value={draft.sexualPreference}
            choices={SEXUAL_PREFERENCES}
            none={{ value: '', label: 'Select' }}
            onChange={(sexualPreference) => update({ sexualPreference })}
          />
        </Field>
      </div>
      <LocationFields
        idPrefix="reg-"
        stateCode={draft.stateCode}
        city={draft.city}
        onChange={(location) => update(location)}
      />
      <p className="-mt-2 text-xs text-ink-500">
        Only your city is shown to others, never an exact location.
      </p>
      <ImagePicker images={draft.images} onChange={(images) => update({ images })} />
    </div>
  );
}
