import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CARE, GAME } from '../../../../shared/constants';
import {
  formatDuration,
  gameReward,
  judgeOpenPair,
  matchedPairs,
} from '../../../../shared/rules/emoji-game';
import type { PetActionResponse } from '../../../../shared/schemas/pets';
import { NotEnoughEnergyDialog } from '../../../components/not-enough-energy-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useDialogFlag } from '../../../lib/dialog-entry';
import { keyed } from '../../../lib/idempotency';
import { useSession } from '../../../lib/session';
import { NoActivePet } from '../../pets/components/active-pet-gate';
import { useActivePet } from '../api/get-active-pet';
import { useSendGameResult } from '../api/send-game-result';
import { GameBackdrop } from '../components/game-background';
import { GameBoard } from '../components/game-board';
import { GameComplete } from '../components/game-complete';
import { GameIntro } from '../components/game-intro';
import { PetCheer } from '../components/pet-cheer';
import { useEmojiGame } from '../use-emoji-game';

export function Component() {
  const navigate = useNavigate();
  const { user, updateUser } = useSession();
  const activePet = useActivePet();
  const { state, elapsedMs, finalMs, start, flip } = useEmojiGame();
  const send = useSendGameResult();
  const [sendStatus, setSendStatus] = useState<'sending' | 'sent' | 'failed'>('sending');
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  // A history entry, so the phone's Back closes it and stays on the game.
  const tooTired = useDialogFlag('too-tired');
  const sentOnce = useRef(false);
  const pet = activePet.data;

  const { mutate: sendResult } = send;
  // The server's answer to the result: its reward, the win count and what the play earned.
  const [answer, setAnswer] = useState<PetActionResponse | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // A won game is never dropped by leaving the page: the result waiting out its 0.5 s is sent at
  // once, and so is a last pair still being judged (its 1 s), which can only be a win.
  const pendingSend = useRef<(() => void) | null>(null);
  const latest = useRef({ state, elapsedMs, petId: pet?.id, sendResult });
  useEffect(() => {
    latest.current = { state, elapsedMs, petId: pet?.id, sendResult };
  });
  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      if (pendingSend.current) return pendingSend.current();
      const { state: last, elapsedMs: ms, petId, sendResult: send } = latest.current;
      if (petId && last.phase === 'playing' && judgeOpenPair(last).phase === 'complete') {
        send(keyed({ petId, result: resultOf(last.moves, ms) }));
      }
    },
    [],
  );

  // Spec section 4: 0.5 s after the last pair the result is sent as a won play action, then
  // back to /my-pet 2 s later, also after a failed send (which is only logged).
  useEffect(() => {
    if (state.phase !== 'complete' || finalMs === null || !pet || sentOnce.current) return;
    sentOnce.current = true;
    const result = resultOf(state.moves, finalMs);
    pendingSend.current = () => {
      pendingSend.current = null;
      sendResult(keyed({ petId: pet.id, result }), {
        onSuccess: (response) => {
          setAnswer(response);
          updateUser({ coins: response.coins, gameWins: response.gameWins });
          setSendStatus('sent');
        },
        onError: (error) => {
          console.error('Could not send the game result', error);
          setSendFailure(errorMessage(error, 'Your result could not be saved.'));
          setSendStatus('failed');
        },
        onSettled: () => {
          timers.current.push(setTimeout(() => navigate('/my-pet'), GAME.returnDelayMs));
        },
      });
    };
    timers.current.push(setTimeout(() => pendingSend.current?.(), GAME.sendDelayMs));
  }, [state.phase, finalMs, pet, state.moves, sendResult, navigate, updateUser]);

  if (!pet) {
    // Loading (or waiting for the connection), failed, or no pet: said as the pet screens say
    // it, under the game's header, so Back is always there.
    return (
      <div>
        <PageHeader title="Emoji Match" back="/my-pet" />
        <NoActivePet
          activePet={activePet}
          noPetDescription="Adopt a pet first: the game is how you play with it."
        />
      </div>
    );
  }

  // The server decides the reward; until it answers, the same shared rule predicts it.
  const reward = answer?.gameReward ?? gameReward({ won: true, moves: state.moves });
  return (
    <div className="relative min-h-dvh overflow-hidden">
      <GameBackdrop kind={state.background} />
      <div className="relative">
        <PageHeader title="Emoji Match" back="/my-pet" />
        {state.phase === 'intro' && (
          <GameIntro
            pet={pet}
            // The result is a play action, which the server refuses below its energy cost: say so
            // before the game rather than after it.
            onStart={() => (pet.energy < CARE.energyCost ? tooTired.open() : start())}
          />
        )}
        {state.phase === 'playing' && (
          <div className="px-4 pb-8 pt-3 landscape:pt-1">
            {/* Not a live region: its clock would be read out every second (PetCheer speaks). */}
            <div className="mb-4 grid grid-cols-3 gap-2 rounded-3xl bg-white/85 p-3 text-center shadow-card backdrop-blur landscape:mb-2 landscape:py-1.5">
              <Counter label="Moves" value={String(state.moves)} />
              <Counter label="Time" value={formatDuration(elapsedMs / 1000)} />
              <Counter label="Pairs" value={`${matchedPairs(state)}/${GAME.pairs}`} />
            </div>
            {/* Square, so on a phone held sideways its width follows the height left below the
                header and counters: every card stays on screen while playing. */}
            <div className="mx-auto w-full max-w-[max(13rem,calc(100dvh-9.75rem))]">
              <GameBoard state={state} onFlip={flip} />
              <PetCheer pet={pet} state={state} />
            </div>
          </div>
        )}
        {state.phase === 'complete' && (
          <GameComplete
            moves={state.moves}
            seconds={(finalMs ?? elapsedMs) / 1000}
            reward={reward}
            wins={answer?.gameWins ?? (sendStatus === 'failed' ? (user?.gameWins ?? null) : null)}
            status={sendStatus}
            failure={sendFailure}
            earned={
              answer && {
                coins: answer.coinsEarned,
                xp: answer.xpGained,
                challenges: answer.challengesCompleted,
              }
            }
          />
        )}
      </div>
      <NotEnoughEnergyDialog
        open={tooTired.isOpen}
        pet={pet}
        onClose={() => tooTired.close()}
        onVisitShop={() => tooTired.close(() => void navigate('/shop'))}
        description={`${pet.name} is too tired to play! A game needs ${CARE.energyCost} energy. Let it rest, or pick up an energy boost in the shop.`}
      />
    </div>
  );
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <div className="text-caption font-bold uppercase tracking-wide text-ink-500">{label}</div>
      <div className="text-lg font-black tabular-nums text-ink-900">{value}</div>
    </div>
  );
}

/** A won game's result as the server takes it: seconds with one decimal. */
function resultOf(moves: number, ms: number) {
  return { won: true, moves, timeElapsed: Math.round(ms / 100) / 10 };
}
