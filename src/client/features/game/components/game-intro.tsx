import { CARE, CARE_EFFECTS, GAME } from '../../../../shared/constants';
import type { Pet } from '../../../../shared/schemas/pets';
import { PetArt } from '../../../components/pet-art';
import { Button } from '../../../components/ui/button';

export function GameIntro({ pet, onStart }: { pet: Pet; onStart: () => void }) {
  return (
    // The pet stands 40px above the card: the top margin keeps its ears clear of the header.
    <div className="relative mx-4 mt-14 animate-pop rounded-3xl bg-white/90 p-6 text-center shadow-card backdrop-blur">
      <div className="mx-auto -mt-16 w-fit">
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood="happy"
          accessories={pet.accessories}
          size={120}
        />
      </div>
      <h2 className="mt-1 text-2xl font-black text-ink-900">Emoji Match</h2>
      <p className="mt-2 text-body text-ink-500">
        Play with {pet.name}! Turn two cards at a time and find all {GAME.pairs} pairs.
      </p>
      <ul className="mt-5 space-y-2 text-left text-sm text-ink-700">
        <li className="flex gap-3 rounded-2xl bg-coin-100/60 p-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-center">
            🏆
          </span>
          <span>
            <b>Perfect match</b>: finish in {GAME.perfectMaxMoves} moves or fewer for +
            {GAME.perfectHappiness} happiness.
          </span>
        </li>
        <li className="flex gap-3 rounded-2xl bg-grape-50 p-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-center">
            👍
          </span>
          <span>
            <b>Good try</b>: any other finish gives +{GAME.goodTryHappiness} happiness.
          </span>
        </li>
        <li className="flex gap-3 rounded-2xl bg-brand-50 p-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-center">
            ⚡️
          </span>
          <span>
            Every game is also a play action: +{CARE_EFFECTS.play.amount} happiness, +
            {CARE_EFFECTS.play.coins} coins and +{CARE.xpPerAction} XP for {CARE.energyCost} energy.
          </span>
        </li>
      </ul>
      <Button size="lg" block className="mt-6" onClick={onStart}>
        Start Game
      </Button>
    </div>
  );
}
