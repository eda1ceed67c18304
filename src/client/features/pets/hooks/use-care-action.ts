import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CARE, ECONOMY, TIMING, type CareAction } from '../../../../shared/constants';
import { willLevelUp } from '../../../../shared/rules/levelling';
import type { Pet } from '../../../../shared/schemas/pets';
import { useDialogSubject } from '../../../lib/dialog-entry';
import { keyed } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ownProfileQueryOptions } from '../../../lib/own-profile';
import { usePerformPetAction } from '../api/perform-pet-action';
import { careAnimation, decideCareAction, isEnergyRefusal } from '../lib/care-decision';

export type CareDialog =
  { kind: 'no-energy'; fromServer: boolean } | { kind: 'stat-full'; action: CareAction } | null;

interface CareAnimation {
  kind: 'eating' | 'happy';
  id: number;
}

export interface LevelUp {
  level: number;
  coins: number;
}

/**
 * The care buttons' behaviour, shared by Home and My Pet (spec section 4 "Pet care action"):
 * the energy and full-stat dialogs, Play to the game, the 2 s animations, the level-up
 * celebration (confetti 3 s, dialog closing itself after 5 s) and the refreshes afterwards.
 */
export function useCareAction(pet: Pet | null | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  const mutation = usePerformPetAction();
  // A history entry, so the phone's Back closes the dialog and stays on the page.
  const {
    subject: dialog,
    ask: showDialog,
    close: closeDialog,
  } = useDialogSubject<NonNullable<CareDialog>>('care');
  const [animation, setAnimation] = useState<CareAnimation | null>(null);
  const {
    subject: levelUp,
    ask: showLevelUp,
    close: closeLevelUp,
  } = useDialogSubject<LevelUp>('level-up');
  const [confetti, setConfetti] = useState<object | null>(null);

  useTimeout(animation, TIMING.animationMs, () => setAnimation(null));
  useTimeout(confetti, TIMING.confettiMs, () => setConfetti(null));
  useTimeout(levelUp, TIMING.levelUpDialogMs, () => closeLevelUp());

  const perform = useCallback(
    async (target: Pet, action: CareAction) => {
      const refreshUser = willLevelUp(target);
      try {
        const res = await mutation.mutateAsync(keyed({ petId: target.id, action }));
        setAnimation((a) => ({ kind: careAnimation(action), id: (a?.id ?? 0) + 1 }));
        if (res.levelsGained > 0) {
          showLevelUp({ level: res.pet.level, coins: res.levelsGained * CARE.levelUpCoins });
          setConfetti({});
        }
        // The challenge's coins land in the balance; say where they came from, as the game does
        // (one toast: a second would replace the first).
        const done = res.challengesCompleted;
        if (done.length > 0) {
          toast({
            title: '🎯 Daily challenge complete!',
            description: `${done.join(' and ')}: +${done.length * ECONOMY.challengeReward} coins`,
          });
        }
        if (refreshUser) {
          queryClient
            .fetchQuery({ ...ownProfileQueryOptions(), staleTime: 0 })
            .then((u) => updateUser({ coins: u.coins, gameWins: u.gameWins }))
            // Spec section 4: a failed refresh after a level-up is only logged.
            .catch((error: unknown) => console.error('User profile refresh failed', error));
        }
      } catch (error) {
        if (isEnergyRefusal(error)) showDialog({ kind: 'no-energy', fromServer: true });
        else
          toast({
            title: 'Action Failed',
            description: 'Could not perform action. Please try again.',
            variant: 'destructive',
          });
      }
    },
    [mutation, queryClient, updateUser, showDialog, showLevelUp],
  );

  const request = useCallback(
    (action: CareAction, options: { confirmedFull?: boolean } = {}) => {
      if (!pet || mutation.isPending) return;
      switch (decideCareAction(pet, action, options)) {
        case 'no-energy':
          showDialog({ kind: 'no-energy', fromServer: false });
          return;
        case 'game':
          // From 'Do It Anyway!' the dialog's entry is left first: a navigation now would race it.
          closeDialog(() => void navigate('/emoji-match-game'));
          return;
        case 'stat-full':
          showDialog({ kind: 'stat-full', action });
          return;
        case 'perform':
          closeDialog();
          void perform(pet, action);
      }
    },
    [pet, mutation.isPending, navigate, perform, showDialog, closeDialog],
  );

  return {
    request,
    pendingAction: mutation.isPending ? (mutation.variables?.input.action ?? null) : null,
    animation: animation?.kind ?? null,
    /** Changes on every new animation, so a repeated one restarts (use as a React key). */
    animationKey: animation?.id ?? 0,
    dialogProps: {
      pet: pet ?? null,
      dialog,
      levelUp,
      confetti: confetti !== null,
      onCloseDialog: () => closeDialog(),
      onConfirmFull: (action: CareAction) => request(action, { confirmedFull: true }),
      onVisitShop: () => closeDialog(() => void navigate('/shop')),
      onCloseLevelUp: () => closeLevelUp(),
    },
  };
}

/** Runs `done` `ms` after `token` was set; a new token (a fresh object) restarts the clock. */
function useTimeout(token: object | null, ms: number, done: () => void) {
  useEffect(() => {
    if (token === null) return;
    const id = window.setTimeout(done, ms);
    return () => window.clearTimeout(id);
    // `done` only closes or clears; re-arming on its identity would restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, ms]);
}
