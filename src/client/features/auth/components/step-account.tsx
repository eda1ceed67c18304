import { ACCOUNT } from '../../../../shared/constants';
import { TEXT_LINK } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { PRIVACY_PAGE, TERMS_PAGE } from '../../legal/legal-pages';
import { PasswordInput } from './password-input';
import type { StepProps } from './step-about';

/** Step 4: email, username, password and agreement to the terms. */
export function StepAccount({ draft, update }: StepProps) {
  return (
    <div className="space-y-4">
      <Field id="reg-email" label="Email">
        <Input
          id="reg-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={ACCOUNT.emailMaxLength}
          value={draft.email}
          onChange={(e) => update({ email: e.target.value })}
          autoFocus
        />
      </Field>
      <Field id="reg-username" label="Username">
        <Input
          id="reg-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. alex_loves_dragons"
          maxLength={ACCOUNT.usernameMaxLength}
          value={draft.username}
          onChange={(e) => update({ username: e.target.value })}
        />
      </Field>
      <Field
        id="reg-password"
        label="Password"
        hint={`At least ${ACCOUNT.passwordMinLength} characters.`}
      >
        <PasswordInput
          id="reg-password"
          name="password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={draft.password}
          onChange={(e) => update({ password: e.target.value })}
        />
      </Field>
      <label className="flex cursor-pointer items-start gap-3 rounded-2xl bg-canvas p-3.5 ring-1 ring-ink-100 has-[[aria-invalid=true]]:ring-2 has-[[aria-invalid=true]]:ring-brand-400">
        <input
          id="reg-agreement"
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-500"
          checked={draft.agreeToTerms}
          onChange={(e) => update({ agreeToTerms: e.target.checked })}
        />
        {/* The links open a new tab: the wizard never stores the password, so leaving loses it. */}
        <span className="text-sm leading-snug text-ink-700">
          I agree to the{' '}
          <a href={TERMS_PAGE.to} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            {TERMS_PAGE.label}
          </a>{' '}
          and{' '}
          <a href={PRIVACY_PAGE.to} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            {PRIVACY_PAGE.label}
          </a>
          , and I confirm I am {ACCOUNT.minAge} or older.
        </span>
      </label>
    </div>
  );
}
