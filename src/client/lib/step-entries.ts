import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** History state of a step's entry: the step it was reached from. */
interface StepEntry {
  fromStep?: string | number;
}

/** A step's address: the first step is the plain path, the others `?step=`. */
export function stepSearch<S extends string | number>(step: S, first: S): string {
  return step === first ? '' : `?step=${step}`;
}

/**
 * A wizard whose steps are history entries (register, onboarding), so the phone's Back goes to
 * the last step instead of out of the wizard, and a reload keeps the user's place. Going on
 * pushes the next step's entry; going back returns to the entry it came from when there is one
 * (no entry added), else replaces this one. A double tap moves one step: until the address has
 * changed, a second move is ignored, and after it the second tap does nothing on the new step
 * (`second-tap-shield.ts`, which shields every move the router makes).
 */
export function useStepEntries<S extends string | number>(step: S, first: S) {
  const navigate = useNavigate();
  const location = useLocation();
  const moving = useRef(false);
  useEffect(() => {
    moving.current = false;
  }, [location.key]);

  function goTo(next: S) {
    if (moving.current) return;
    moving.current = true;
    const entry: StepEntry = { fromStep: step };
    void navigate({ search: stepSearch(next, first) }, { state: entry });
  }

  function goBackTo(previous: S) {
    if (moving.current) return;
    moving.current = true;
    if ((location.state as StepEntry | null)?.fromStep === previous) void navigate(-1);
    else void navigate({ search: stepSearch(previous, first) }, { replace: true });
  }

  return { goTo, goBackTo };
}
