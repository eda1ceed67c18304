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
  const [said, setSaid] = useState({ text: cheerFor(state, pet.name) ?? '', key: 0 });
  const now = cheerFor(state, pet.name);
  // New words when something happened; between verdicts the last ones stand.
  if (now !== null && now !== said.text) setSaid({ text: now, key: said.key + 1 });
  const pair = said.text.startsWith('A pair') || said.text.startsWith('That was');
  return (
    <div className="mt-4 flex items-end gap-3 landscape:sr-only">
      <div key={pair ? said.key : 'still'} className={pair ? 'animate-pop' : undefined}>
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
          {said.text}
        </p>
        <p className="mt-0.5 text-caption font-semibold text-ink-500">
          {perfectMatchOutlook(state)}
        </p>
      </div>
    </div>
  );
}
