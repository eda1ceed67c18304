import { useState } from 'react';
import type { GameState } from '../../../../shared/rules/emoji-game';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { cheerFor, perfectMatchOutlook } from '../cheer';

/**
 * The pet under the board, watching the game: its words on each verdict ("A pair! 5 pairs to go.")
 * are the screen's one live region, so a screen reader hears how each move went, not the clock;
 * below them, whether a perfect match is still within reach. Held sideways there is no room:
 * the words stay for screen readers only.
 */
export function PetCheer({ pet, state }: { pet: Pet; state: GameState }) {
  const [said, setSaid] = useState(() => ({
    cheer: cheerFor(state, pet.name),
    moves: state.moves,
  }));
  const now = cheerFor(state, pet.name);
  // New words for each move's verdict; between verdicts the last ones stand. Keyed by the move,
  // they are put in anew even when they repeat the last move's, so a screen reader says them
  // again and a second pair jumps again.
  if (now !== null && state.moves !== said.moves) setSaid({ cheer: now, moves: state.moves });
  const pair = said.cheer?.kind === 'pair';
  return (
    <div className="mt-4 flex items-end gap-3 landscape:sr-only">
      <div key={pair ? said.moves : 'still'} className={pair ? 'animate-pop' : undefined}>
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood="happy"
          accessories={pet.accessories}
          size={88}
          title={`${pet.name}, watching`}
        />
      </div>
      <div className="mb-3 min-w-0 flex-1 rounded-3xl rounded-bl-lg bg-white/90 px-4 py-3 shadow-card backdrop-blur">
        <p role="status" className="text-sm font-bold text-ink-900">
          <span key={said.moves}>{said.cheer?.text}</span>
        </p>
        <p className="mt-0.5 text-caption font-semibold text-ink-500">
          {perfectMatchOutlook(state)}
        </p>
      </div>
    </div>
  );
}
