import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { APP_NAME } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/user';
import { Button } from '../../../components/ui/button';
import { keepPendingPetFor } from '../../../lib/pending-pet';
import { setPendingUploads } from '../../../lib/pending-uploads';
import { isConnectionProblem } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSignInRedirectHold } from '../../../lib/sign-in-redirect';
import { stepSearch, useStepEntries } from '../../../lib/step-entries';
import { dismissToast, toast } from '../../../lib/toast';
import {
  isEmailTaken,
  registrationFailureField,
  registrationFailureMessage,
} from '../auth-messages';
import { AuthShell } from '../components/auth-shell';
import { StepAbout } from '../components/step-about';
import { StepAccount } from '../components/step-account';
import { StepIndicator } from '../components/step-indicator';
import { StepPet } from '../components/step-pet';
import { StepProfile } from '../components/step-profile';
import { useInvalidField } from '../hooks/use-invalid-field';
import { forgetRegistrationDraft, useRegistrationDraft } from '../hooks/use-registration-draft';
import {
  buildRegistrationPayload,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type StepNumber,
} from '../registration/draft';
import { firstInvalidStep, validateStep, type StepIssue } from '../registration/validate-step';

const STEP_LABELS = ['About', 'Profile', 'Pet', 'Account'] as const;
const LAST_STEP = REGISTRATION_STEPS.length as StepNumber;

const showIssue = ({ title, description }: StepIssue) =>
  toast({ title, description, variant: 'destructive' });

/** The step a `?step=` value asks for: 2-4, or 1 for anything else. */
function requestedStep(search: string): StepNumber {
  const step = Number(new URLSearchParams(search).get('step'));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/** Spec section 2 "Registration" (/register): the 4-step wizard. */
export function Component() {
  const { login, register } = useSession();
  const navigate = useNavigate();
  const redirect = useSignInRedirectHold();
  const location = useLocation();
  const [draft, setDraft] = useRegistrationDraft();
  const [submitting, setSubmitting] = useState(false);

  // Each step is its own history entry (?step=N), so the browser's Back and a reload keep the
  // user's place. A step is only shown once the ones before it are complete, so the last step
  // submits a draft that has passed every check.
  const requested = requestedStep(location.search);
  const earlierInvalid = firstInvalidStep(draft);
  const step = earlierInvalid && earlierInvalid < requested ? earlierInvalid : requested;
  // The address shows the step on screen: a skipped or malformed ?step= is corrected in place.
  const canonicalSearch = stepSearch<StepNumber>(step, 1);
  useEffect(() => {
    if (location.search !== canonicalSearch) {
      void navigate({ search: canonicalSearch }, { replace: true });
    }
  }, [navigate, location.search, canonicalSearch]);

  // Moving between steps starts the new one clean: at the top, without the last step's toast,
  // with focus on its first field (not left on Next, or lost to the page after browser Back).
  const form = useRef<HTMLFormElement>(null);
  const invalid = useInvalidField(form);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    dismissToast();
    window.scrollTo({ top: 0 });
    form.current
      ?.querySelector<HTMLElement>('input, select, button')
      ?.focus({ preventScroll: true });
  }, [step]);

  const { goTo, goBackTo } = useStepEntries<StepNumber>(step, 1);

  const update = (changes: Partial<RegistrationDraft>) => {
    invalid.clear();
    setDraft((current) => ({ ...current, ...changes }));
  };

  const goForward = () => goTo((step + 1) as StepNumber);
  const goBack = () => goBackTo((step - 1) as StepNumber);

  // Set when a try got no answer: the account may have been made all the same.
  const answerLost = useRef(false);
  const submit = async () => {
    setSubmitting(true);
    redirect.hold();
    const payload = buildRegistrationPayload(draft);
    let user: User;
    try {
      user = await register(payload).catch(async (error: unknown) => {
        // The lost try made the account: the same email and password sign in to it.
        if (!answerLost.current || !isEmailTaken(error)) throw error;
        return login({ email: payload.email, password: payload.password }).catch(() => {
          throw error;
        });
      });
    } catch (error) {
      answerLost.current ||= isConnectionProblem(error);
      redirect.release();
      setSubmitting(false);
      toast({ ...registrationFailureMessage(error), variant: 'destructive' });
      invalid.mark(registrationFailureField(error));
      return;
    }
    forgetRegistrationDraft();
    // Photos need the new account's token, so onboarding uploads them; the pet pre-fills it.
    setPendingUploads(draft.images);
    if (draft.pet) keepPendingPetFor(user.id, draft.pet);
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
      invalid.mark(issue.field);
      return;
    }
    if (step < LAST_STEP) goForward();
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
        <p className="text-body text-ink-500">
          Already have an account?{' '}
          <Link to="/login" className="font-extrabold text-brand-700 hover:underline">
            Sign In
          </Link>
        </p>
      }
    >
      <StepIndicator step={step} labels={STEP_LABELS} />
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-label={`Create account, step ${step} of 4`}
      >
        <Step draft={draft} update={update} />
        {/* Back and Next share a row 1:2, each at least as wide as its words; with large text
            they no longer fit side by side and wrap to a row each. */}
        <div className="mt-6 flex flex-wrap gap-3">
          {step > 1 ? (
            <Button
              variant="secondary"
              size="lg"
              className="min-w-fit flex-1"
              disabled={submitting}
              onClick={goBack}
            >
              <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              Back
            </Button>
          ) : null}
          <Button type="submit" size="lg" className="min-w-fit flex-[2]" disabled={submitting}>
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
