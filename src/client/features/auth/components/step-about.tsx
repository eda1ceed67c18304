import { ACCOUNT } from '../../../../shared/constants';
import { Field, Input } from '../../../components/ui/input';
import type { RegistrationDraft } from '../registration/draft';

export interface StepProps {
  draft: RegistrationDraft;
  update: (changes: Partial<RegistrationDraft>) => void;
}

/** Step 1: display name and age. */
export function StepAbout({ draft, update }: StepProps) {
  return (
    <div className="space-y-4">
      <Field id="reg-display-name" label="Display Name" hint="This is how others will see you.">
        <Input
          id="reg-display-name"
          name="displayName"
          autoComplete="nickname"
          placeholder="e.g. Alex"
          maxLength={ACCOUNT.displayNameMaxLength}
          value={draft.displayName}
          onChange={(e) => update({ displayName: e.target.value })}
          autoFocus
        />
      </Field>
      <Field
        id="reg-age"
        label="Age"
        hint={`Petmatch is for adults: ${ACCOUNT.minAge} to ${ACCOUNT.maxAge}.`}
      >
        <Input
          id="reg-age"
          name="age"
          type="number"
          inputMode="numeric"
          min={ACCOUNT.minAge}
          max={ACCOUNT.maxAge}
          step={1}
          placeholder={String(ACCOUNT.minAge)}
          value={draft.age}
          onChange={(e) => update({ age: e.target.value })}
        />
      </Field>
    </div>
  );
}
