import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { findState, US_STATES } from '../../../../shared/catalog/us-locations';
import { Field, Select } from '../../../components/ui/input';
import { ImagePicker } from './image-picker';
import type { StepProps } from './step-about';

/** Step 2: gender, sexual preference, location (state, then city) and optional photos. */
export function StepProfile({ draft, update }: StepProps) {
  const state = findState(draft.stateCode);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
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
      <div className="grid grid-cols-2 gap-3">
        <Field id="reg-state" label="State">
          <Select
            id="reg-state"
            value={draft.stateCode}
            onChange={(e) => update({ stateCode: e.target.value, city: '' })}
          >
            <option value="">Select state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="reg-city" label="City">
          <Select
            id="reg-city"
            value={draft.city}
            disabled={!state}
            onChange={(e) => update({ city: e.target.value })}
          >
            <option value="">{state ? 'Select city' : 'State first'}</option>
            {state?.cities.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p className="-mt-2 text-xs text-ink-500">
        Only your city is shown to others, never an exact location.
      </p>
      <ImagePicker images={draft.images} onChange={(images) => update({ images })} />
    </div>
  );
}
