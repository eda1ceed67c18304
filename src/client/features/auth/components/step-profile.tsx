import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { LocationFields } from '../../../components/location-fields';
import { Field, Select } from '../../../components/ui/input';
import { ImagePicker } from './image-picker';
import type { StepProps } from './step-about';

/** Step 2: gender, sexual preference, location (state, then city) and optional photos. */
export function StepProfile({ draft, update }: StepProps) {
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-pair gap-3">
        <Field id="reg-gender" label="Gender">
          <Select
            id="reg-gender"
            value={draft.gender}
            onChange={(e) => update({ gender: GENDERS.find((g) => g === e.target.value) ?? '' })}
          >
            <option value="">Select</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reg-sexual-preference" label="Sexual Preference">
          <Select
            id="reg-sexual-preference"
            value={draft.sexualPreference}
            onChange={(e) =>
              update({
                sexualPreference: SEXUAL_PREFERENCES.find((p) => p === e.target.value) ?? '',
              })
            }
          >
            <option value="">Select</option>
            {SEXUAL_PREFERENCES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
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
