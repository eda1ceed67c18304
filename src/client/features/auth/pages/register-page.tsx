import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { APP_NAME } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { setPendingPet } from '../../../lib/pending-pet';
import { setPendingUploads } from '../../../lib/pending-uploads';
import { useSession } from '../../../lib/session';
import { useSignInRedirectHold } from '../../../lib/sign-in-redirect';
import { dismissToast, toast } from '../../../lib/toast';
import { registrationFailureMessage } from '../auth-messages';
import { AuthShell } from '../components/auth-shell';
import { StepAbout } from '../components/step-about';
import { StepAccount } from '../components/step-account';
import { StepIndicator } from '../components/step-indicator';
import { StepPet } from '../components/step-pet';
import { StepProfile } from '../components/step-profile';
import {
  buildRegistrationPayload,
  EMPTY_DRAFT,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type StepNumber,
} from '../registration/draft';
import { firstInvalidStep, validateStep, type StepIssue } from '../registration/validate-step';

const STEP_LABELS = ['About', 'Profile', 'Pet', 'Account'] as const;
const LAST_STEP = REGISTRATION_STEPS.length as StepNumber;

const showIssue = (issue: StepIssue) => toast({ ...issue, variant: 'destructive' });

/** Spec section 2 "Registration" (/register): the 4-step wizard. */
export function Component() {
  const { register } = useSession();
  const navigate = useNavigate();
  const redirect = useSignInRedirectHold();
  const [step, setStep] = useState<StepNumber>(1);
  const [draft, setDraft] = useState<RegistrationDraft>(EMPTY_DRAFT);
  const [submitting, setSubmitting] = useState(false);

  const update = (changes: Partial<RegistrationDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  const goTo = (next: StepNumber) => {
    dismissToast();
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    const invalid = firstInvalidStep(draft);
    if (invalid) {
      goTo(invalid);
      showIssue(validateStep(invalid, draft)!);
      return;
    }
    setSubmitting(true);
    redirect.hold();
    try {
      await register(buildRegistrationPayload(draft));
    } catch (error) {
      redirect.release();
      setSubmitting(false);
      toast({ ...registrationFailureMessage(error), variant: 'destructive' });
      return;
    }
    // Photos need the new account's token, so onboarding uploads them; the pet pre-fills it.
    setPendingUploads(draft.images);
    if (draft.pet) setPendingPet(draft.pet);
    toast({
      title: `Welcome to ${APP_NAME}!`,
      description: "Your account is ready. Let's meet your pet.",
    });
    await navigate('/onboarding', { replace: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const issue = validateStep(step, draft);
    if (issue) {
      showIssue(issue);
      return;
    }
    if (step === 3 && draft.pet) setPendingPet(draft.pet);
    if (step < LAST_STEP) goTo((step + 1) as StepNumber);
    else void submit();
  };

  const { title, subtitle } = REGISTRATION_STEPS[step - 1]!;
  const Step = [StepAbout, StepProfile, StepPet, StepAccount][step - 1]!;

  return (
    <AuthShell
      title={title}
      subtitle={subtitle}
      pet={draft.pet ?? { type: 'cat', variant: 'tabby' }}
      footer={
        <p className="text-[15px] text-ink-500">
          Already have an account?{' '}
          <Link to="/login" className="font-extrabold text-brand-700 hover:underline">
            Sign In
          </Link>
        </p>
      }
    >
      <StepIndicator step={step} labels={STEP_LABELS} />
      <form noValidate onSubmit={onSubmit} aria-label={`Create account, step ${step} of 4`}>
        <Step draft={draft} update={update} />
        <div className="mt-6 flex gap-3">
          {step > 1 ? (
            <Button
              variant="secondary"
              size="lg"
              className="flex-1"
              disabled={submitting}
              onClick={() => goTo((step - 1) as StepNumber)}
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              Back
            </Button>
          ) : null}
          <Button type="submit" size="lg" className="flex-[2]" disabled={submitting}>
            {step < LAST_STEP ? (
              <>
                Next
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </>
            ) : submitting ? (
              'CREATING ACCOUNT...'
            ) : (
              'Create Account'
            )}
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
