import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { useSession } from '../../../lib/session';
import { useSignInRedirectHold } from '../../../lib/sign-in-redirect';
import { dismissToast, toast } from '../../../lib/toast';
import { hasActivePet } from '../api/has-active-pet';
import { AuthShell, PetParade } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';
import { loginFailureMessage, PASSWORD_RESET_ALERT } from '../auth-messages';

const showResetAlert = () => window.alert(PASSWORD_RESET_ALERT);

/** Spec section 2 "Login" (/login). */
export function Component() {
  const { login } = useSession();
  const navigate = useNavigate();
  const redirect = useSignInRedirectHold();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    redirect.hold();
    try {
      await login({ email: email.trim(), password });
    } catch (error) {
      redirect.release();
      setSubmitting(false);
      toast({
        ...loginFailureMessage(error),
        variant: 'destructive',
        action: { label: 'Reset Password', onClick: showResetAlert },
      });
      return;
    }
    // A failure toast from an earlier try is about a screen the user is leaving.
    dismissToast();
    // Only the presence of an active pet matters; a failed check counts as none.
    const petExists = await hasActivePet();
    await navigate(petExists ? '/home' : '/onboarding', { replace: true });
  };

  return (
    <AuthShell
      title="Welcome back"
      subtitle="Your pet missed you. Sign in to continue."
      pet={{ type: 'dog', variant: 'golden' }}
      footer={<PetParade />}
    >
      <form onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
        <Field id="login-email" label="Email">
          <Input
            id="login-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="login-password" label="Password">
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div className="-mt-1 flex justify-end">
          <button
            type="button"
            onClick={showResetAlert}
            className="text-sm font-bold text-grape-600 hover:underline"
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? 'SIGNING IN...' : 'Sign In'}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs font-bold uppercase tracking-widest text-ink-500">
        <span className="h-px flex-1 bg-ink-100" />
        or
        <span className="h-px flex-1 bg-ink-100" />
      </div>
      <Link to="/register" className={buttonClass('secondary', 'lg', true)}>
        Create a new account
      </Link>
    </AuthShell>
  );
}
