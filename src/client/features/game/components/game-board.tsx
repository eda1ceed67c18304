import { useRef } from 'react';
import { GAME } from '../../../../shared/constants';
import { canFlip, type GameState } from '../../../../shared/rules/emoji-game';
import { MemoryCardButton } from './memory-card';

/** The 4x4 grid; arrow keys move between cards, Enter or Space flips. */
export function GameBoard({
  state,
  onFlip,
}: {
  state: GameState;
  onFlip: (index: number) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const size = GAME.gridSize;

  function moveFocus(from: number, key: string) {
    const row = Math.floor(from / size);
    const col = from % size;
    const next =
      key === 'ArrowRight'
        ? row * size + ((col + 1) % size)
        : key === 'ArrowLeft'
          ? row * size + ((col + size - 1) % size)
          : key === 'ArrowDown'
            ? ((row + 1) % size) * size + col
            : key === 'ArrowUp'
              ? ((row + size - 1) % size) * size + col
              : null;
    if (next !== null) refs.current[next]?.focus();
    return next !== null;
  }

  return (
    <div role="grid" aria-label="Memory cards" className="grid grid-cols-4 gap-2.5">
      {/* Rows for assistive technology (a grid holds rows of cells); `contents` keeps the layout. */}
      {Array.from({ length: Math.ceil(state.cards.length / size) }, (_, row) => (
        <div role="row" key={row} className="contents">
          {state.cards.slice(row * size, (row + 1) * size).map((card, offset) => {
            const index = row * size + offset;
            return (
              <div role="gridcell" key={card.id}>
                <MemoryCardButton
                  ref={(el) => {
                    refs.current[index] = el;
                  }}
                  position={index + 1}
                  emoji={card.emoji}
                  faceUp={state.open.includes(index)}
                  matched={card.matched}
                  disabled={!canFlip(state, index)}
                  onFlip={() => onFlip(index)}
                  onKeyDown={(e) => {
                    if (moveFocus(index, e.key)) e.preventDefault();
                  }}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
