import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { GAME } from '../../../shared/constants';
import {
  flipCard,
  judgeOpenPair,
  newGame,
  startGame,
  type GameState,
} from '../../../shared/rules/emoji-game';

type Action =
  { type: 'start' } | { type: 'flip'; index: number } | { type: 'judge' } | { type: 'reset' };

function reducer(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'start':
      return startGame(state);
    case 'flip':
      return flipCard(state, action.index);
    case 'judge':
      return judgeOpenPair(state);
    case 'reset':
      return newGame();
  }
}

/**
 * Runs the game's clock: judges an open pair after 1 s and times the game from the start to the
 * last pair (spec section 4).
 */
export function useEmojiGame() {
  const [state, dispatch] = useReducer(reducer, undefined, () => newGame());
  const [elapsedMs, setElapsedMs] = useState(0);
  const startedAt = useRef<number | null>(null);

  const start = useCallback(() => {
    startedAt.current = performance.now();
    setElapsedMs(0);
    dispatch({ type: 'start' });
  }, []);
  const flip = useCallback((index: number) => dispatch({ type: 'flip', index }), []);

  useEffect(() => {
    if (state.open.length !== 2) return;
    const timer = setTimeout(() => dispatch({ type: 'judge' }), GAME.judgeDelayMs);
    return () => clearTimeout(timer);
  }, [state.open]);

  useEffect(() => {
    if (state.phase !== 'playing') return;
    const tick = setInterval(() => {
      if (startedAt.current !== null) setElapsedMs(performance.now() - startedAt.current);
    }, 250);
    return () => clearInterval(tick);
  }, [state.phase]);

  // The timer stops on the last pair: take the exact time once, when the game completes.
  const [finalMs, setFinalMs] = useState<number | null>(null);
  useEffect(() => {
    if (state.phase === 'complete' && finalMs === null && startedAt.current !== null) {
      const ms = performance.now() - startedAt.current;
      setFinalMs(ms);
      setElapsedMs(ms);
    }
  }, [state.phase, finalMs]);

  return { state, elapsedMs: finalMs ?? elapsedMs, finalMs, start, flip };
}
