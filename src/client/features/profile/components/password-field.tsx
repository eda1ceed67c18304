import { Field } from '../../../components/ui/input';
import { PasswordInput } from '../../auth/components/password-input';

/** A labelled password box whose error is tied to it (aria-invalid, aria-describedby). */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <PasswordInput
        id={id}
        name={id}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
