import { findState, US_STATES } from '../../shared/catalog/us-locations';
import { Field, Select } from './ui/input';

/**
 * The state, then city pickers over the bundled list of US cities (PRODUCT_RULES.md 3), used by
 * registration and Edit Profile. Changing the state clears the city.
 */
export function LocationFields({
  idPrefix,
  stateCode,
  city,
  onChange,
  cityError,
}: {
  idPrefix: string;
  stateCode: string;
  city: string;
  onChange: (location: { stateCode: string; city: string }) => void;
  cityError?: string;
}) {
  const state = stateCode ? findState(stateCode) : undefined;
  const stateId = `${idPrefix}state`;
  const cityId = `${idPrefix}city`;
  return (
    <div className="grid grid-cols-pair gap-3">
      <Field id={stateId} label="State">
        <Select
          id={stateId}
          value={stateCode}
          onChange={(e) => onChange({ stateCode: e.target.value, city: '' })}
        >
          <option value="">Select state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={cityId} label="City" error={cityError}>
        <Select
          id={cityId}
          value={city}
          disabled={!state}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={cityError ? `${cityId}-error` : undefined}
          onChange={(e) => onChange({ stateCode, city: e.target.value })}
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
  );
}
