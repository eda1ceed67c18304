import { ChevronLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ONBOARDING_CATALOG, type OnboardingPetType } from '../../../../shared/catalog/pets';
import { STAT_MAX } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { getPendingPet } from '../../../lib/pending-pet';
import { useSession } from '../../../lib/session';
import { useStepEntries } from '../../../lib/step-entries';
import { dismissToast, toast } from '../../../lib/toast';
import { useCreatePet } from '../api/create-pet';
import { useActivePet } from '../api/get-active-pet';
import { NamingStep } from '../components/onboarding/naming-step';
import { PetChoiceStep } from '../components/onboarding/pet-choice-step';
import { WelcomeStep } from '../components/onboarding/welcome-step';
import { initialChoice } from '../lib/pet-name';

const STEPS = ['welcome', 'choose', 'name'] as const;
type Step = (typeof STEPS)[number];
/** What a screen reader hears for each of the progress dots. */
const STEP_NAMES: Record<Step, string> = {
  welcome: 'Welcome',
  choose: 'Choose your pet',
  name: 'Name your pet',
};

function missingInformation() {
  toast({
    title: 'Missing Information',
    description: 'Please select a pet and enter a name.',
    variant: 'destructive',
  });
}

/** Pet onboarding (spec section 2): welcome, pet choice, naming, then the pet is created. */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const createPet = useCreatePet();
  const [wizardPick] = useState(() => getPendingPet(user?.id));
  const [choice, setChoice] = useState(() => initialChoice(wizardPick));
  const [name, setName] = useState('');
  const activePet = useActivePet();
  // Each step is a history entry (?step=), so the phone's Back goes to the last step, not out of
  // onboarding. Naming needs a pet: without one (a reload, a link) it is the choice step.
  const asked = new URLSearchParams(location.search).get('step');
  const wanted: Step = STEPS.find((s) => s === asked) ?? 'welcome';
  const step: Step = wanted === 'name' && !choice.type ? 'choose' : wanted;
  const index = STEPS.indexOf(step);
  // A new step starts without the last one's notice, which the user has just acted on (the first
  // step keeps the welcome toast it arrives with).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    dismissToast();
  }, [step]);
  const { goTo, goBackTo } = useStepEntries<Step>(step, 'welcome');
  const goBack = () => goBackTo(STEPS[index - 1] ?? 'welcome');

  // Onboarding creates the first pet only; someone who already has one belongs at home.
  if (activePet.data) return <Navigate to="/home" replace />;

  const create = async () => {
    const { type, variant } = choice;
    if (!type || !variant || !name.trim()) return missingInformation();
    try {
      await createPet.mutateAsync({
        name: name.trim(),
        type,
        variant,
        rarity: 'common',
        personality: ONBOARDING_CATALOG[type].personality,
        health: STAT_MAX,
        hunger: STAT_MAX,
        happiness: STAT_MAX,
        energy: STAT_MAX,
        level: 1,
        experience: 0,
        userId: user?.id,
        isActive: true,
      });
      // A failure toast from an earlier try must not follow the user home.
      dismissToast();
      navigate('/home', { replace: true });
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to create your pet. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-canvas to-grape-50/60 px-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="box-content flex h-14 items-center pt-[env(safe-area-inset-top)]">
        {index > 0 ? (
          <button
            type="button"
            aria-label="Back"
            onClick={goBack}
            className="-ml-2 flex h-10 w-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <ChevronLeft className="h-6 w-6" aria-hidden="true" />
          </button>
        ) : (
          <span className="w-10" />
        )}
        <ol
          className="flex flex-1 justify-center gap-2"
          aria-label={`Step ${index + 1} of ${STEPS.length}`}
        >
          {STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'h-2 rounded-full transition-all duration-300',
                i === index
                  ? 'w-8 bg-brand-500'
                  : i < index
                    ? 'w-2 bg-brand-300'
                    : 'w-2 bg-ink-100',
              )}
            >
              <span className="sr-only">{STEP_NAMES[s]}</span>
            </li>
          ))}
        </ol>
        <span className="w-10" />
      </div>

      <div key={step} className="flex flex-1 animate-fade-in flex-col">
        {step === 'welcome' ? <WelcomeStep onNext={() => goTo('choose')} /> : null}
        {step === 'choose' ? (
          <PetChoiceStep
            type={choice.type}
            variant={choice.variant}
            wizardPick={wizardPick}
            onChange={(type: OnboardingPetType, variant: string) => {
              dismissToast(); // the "Missing Information" just answered
              setChoice({ type, variant });
            }}
            onNext={() => (choice.type ? goTo('name') : missingInformation())}
          />
        ) : null}
        {step === 'name' ? (
          <NamingStep
            type={choice.type}
            variant={choice.variant}
            name={name}
            onNameChange={(next) => {
              if (!name.trim() && next.trim()) dismissToast();
              setName(next);
            }}
            onSubmit={() => void create()}
            submitting={createPet.isPending}
          />
        ) : null}
      </div>
    </div>
  );
}
