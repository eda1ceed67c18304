import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT } from '../../../../shared/constants';
import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { findState } from '../../../../shared/catalog/us-locations';
import { ageSchema, displayNameSchema } from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { LocationFields } from '../../../components/location-fields';
import { Button } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { ChoiceSelect } from '../../../components/ui/choice-select';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  formValuesFromUser,
  parseAge,
  toUpdateRequest,
  type ProfileFormValues,
} from '../lib/profile-form';

/** Spec section 2/5 "Edit profile": the fields, the bio counter and Save Changes. */
export function ProfileEditForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFromUser(user));
  const [nameError, setNameError] = useState<string | undefined>();
  const [ageError, setAgeError] = useState<string | undefined>();
  const [cityError, setCityError] = useState<string | undefined>();
  const update = useUpdateProfile();

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = displayNameSchema.safeParse(values.displayName);
    if (!name.success) {
      setNameError(name.error.issues[0]?.message ?? 'Display name is required.');
      // Save sits at the bottom of the form: bring the field and its message into view.
      document.getElementById('displayName')?.focus();
      return;
    }
    setNameError(undefined);
    // The server refuses these too (PRODUCT_RULES 7); saying so at the field saves a round trip.
    const age = ageSchema.safeParse(parseAge(values.age));
    if (!age.success) {
      setAgeError(age.error.issues[0]?.message);
      document.getElementById('age')?.focus();
      return;
    }
    // A state without its city would be sent as no location and the old one kept, silently.
    const state = values.stateCode ? findState(values.stateCode) : undefined;
    if (state && !values.city) {
      setCityError(`Please choose a city in ${state.name}.`);
      document.getElementById('city')?.focus();
      return;
    }
    update.mutate(toUpdateRequest(values), {
      onSuccess: () => {
        toast({
          title: 'Profile Updated',
          description: 'Your profile has been successfully updated!',
        });
        navigate('/profile');
      },
      onError: (err) =>
        toast({
          title: 'Update Failed',
          description: errorMessage(err, 'Failed to update profile'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4">
        <SectionTitle className="mb-0">About You</SectionTitle>
        <Field id="displayName" label="Display Name" error={nameError}>
          <Input
            id="displayName"
            value={values.displayName}
            maxLength={ACCOUNT.displayNameMaxLength}
            required
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'displayName-error' : undefined}
            onChange={(e) => {
              set('displayName', e.target.value);
              setNameError(undefined);
            }}
          />
        </Field>
        <Field id="age" label="Age" error={ageError}>
          <Input
            id="age"
            type="number"
            inputMode="numeric"
            min={ACCOUNT.minAge}
            max={ACCOUNT.maxAge}
            value={values.age}
            aria-invalid={ageError ? true : undefined}
            aria-describedby={ageError ? 'age-error' : undefined}
            onChange={(e) => {
              set('age', e.target.value);
              setAgeError(undefined);
            }}
          />
        </Field>
        <LocationFields
          idPrefix=""
          stateCode={values.stateCode}
          city={values.city}
          onChange={(location) => {
            setValues((v) => ({ ...v, ...location }));
            setCityError(undefined);
          }}
          cityError={cityError}
        />
        <Field id="gender" label="Gender">
          <ChoiceSelect
            id="gender"
            value={values.gender}
            choices={GENDERS}
            none={{ value: '', label: 'Select gender' }}
            onChange={(gender) => set('gender', gender)}
          />
        </Field>
        <Field id="sexualPreference" label="Sexual Preference">
          <ChoiceSelect
            id="sexualPreference"
            value={values.sexualPreference}
            choices={SEXUAL_PREFERENCES}
            none={{ value: '', label: 'Select preference' }}
            onChange={(preference) => set('sexualPreference', preference)}
          />
        </Field>
        <div>
          <Field id="bio" label="Bio">
            <Textarea
              id="bio"
              rows={4}
              value={values.bio}
              maxLength={ACCOUNT.bioMaxLength}
              placeholder="Tell people about yourself and your pet..."
              aria-describedby="bio-count"
              onChange={(e) => set('bio', e.target.value)}
            />
          </Field>
          <p
            id="bio-count"
            className={cn(
              'mt-1 text-right text-xs font-bold tabular-nums',
              values.bio.length >= ACCOUNT.bioMaxLength ? 'text-brand-600' : 'text-ink-500',
            )}
          >
            {values.bio.length}/{ACCOUNT.bioMaxLength}
          </p>
        </div>
      </Card>
      <Button type="submit" size="lg" block disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
