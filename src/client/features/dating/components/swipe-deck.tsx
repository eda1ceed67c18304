import { Heart, Star, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { DATING } from '../../../../shared/constants';
import type { DeckCard, SwipeDirection } from '../../../../shared/schemas/dating';
import { cn } from '../../../lib/cn';
import { takeDeckDecision } from '../lib/deck-decision';
import {
  dragOutcome,
  dragProgress,
  dragRotation,
  keyDirection,
  tappedPhoto,
} from '../lib/swipe-gesture';
import { useTapGuard } from '../hooks/use-tap-guard';
import { RoundButton } from './round-button';
import { FLY_CSS, FLY_MS, flyStyle, type Drag, type Leaving } from './fly-away';
import { SwipeCard } from './swipe-card';

/** Taps closer than this to the last swipe are one double tap: the next card was not yet seen. */
const REPEAT_GUARD_MS = FLY_MS + 180;
/** Taps this close to each other are one burst (a triple tap), however long the burst lasts. */
const BURST_GAP_MS = 300;

const SUPER_LIKE_HINT = {
  available: undefined,
  off: 'Super likes are turned off in your preferences',
  'used-up': `You have used all ${DATING.superLikesPerDay} super likes for today. More tomorrow!`,
} as const;
const SPRING_BACK = 'transform 420ms cubic-bezier(0.18, 1.5, 0.4, 1)';

/**
 * The swipe deck (spec section 4 "Swiping"): the top card follows the pointer (mouse or touch),
 * tilting as it goes. Let go past 150 px and it flies off and counts as a like (right) or pass
 * (left); short of that it springs back. Buttons and the arrow keys do the same. A tap without a
 * drag turns the top card's photos (`tappedPhoto`).
 */
export function SwipeDeck({
  cards,
  onSwipe,
  onInfo,
  superLikesOff,
  superLikesLeft,
  keyboardEnabled,
}: {
  cards: DeckCard[];
  onSwipe: (card: DeckCard, direction: SwipeDirection) => void;
  onInfo: (card: DeckCard) => void;
  /** Super likes are turned off in the user's preferences. */
  superLikesOff: boolean;
  /** Today's left, once the server has said (until then Super Like stays on). */
  superLikesLeft: number | undefined;
  /** Off while a dialog or overlay is open. */
  keyboardEnabled: boolean;
}) {
  const [drag, setDrag] = useState<Drag>({ dx: 0, dy: 0, active: false });
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const start = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  // The next card is not fully shown until the last one has flown.
  const taps = useTapGuard({
    active: keyboardEnabled,
    repeatMs: REPEAT_GUARD_MS,
    burstMs: BURST_GAP_MS,
  });
  const top = cards[0];
  const next = cards[1];
  // The top card's photo on show; a new top card starts at its main photo.
  const [photo, setPhoto] = useState<{ cardId: string; at: number } | null>(null);
  const photoAt = photo && photo.cardId === top?.id ? photo.at : 0;
  const showPhoto = (at: number) => {
    if (top) setPhoto({ cardId: top.id, at });
  };
  const superLikes = superLikesOff ? 'off' : superLikesLeft === 0 ? 'used-up' : 'available';

  function commit(direction: SwipeDirection, from: Drag = { dx: 0, dy: 0, active: false }) {
    if (!top) return;
    if (direction === 'super' && superLikes !== 'available') return;
    taps.swiped();
    setLeaving({ card: top, direction, from, photoAt });
    setDrag({ dx: 0, dy: 0, active: false });
    onSwipe(top, direction);
  }

  /** A button's tap. A second tap of a double tap would swipe the card behind, unseen: ignored. */
  function tap(direction: SwipeDirection, event: MouseEvent) {
    if (taps.accepts(event.timeStamp)) commit(direction);
  }

  // The latest commit for the key listener, which is attached once.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  // Back from the top card's profile, where Pass or Like was tapped: the card goes as if here.
  const topId = top?.id;
  useEffect(() => {
    if (!topId) return;
    const direction = takeDeckDecision(topId);
    if (direction) commitRef.current(direction);
  }, [topId]);

  useEffect(() => {
    if (!keyboardEnabled) return;
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const direction = keyDirection(event.key);
      if (!direction) return;
      event.preventDefault();
      // A key held down repeats: one swipe per press.
      if (!event.repeat) commitRef.current(direction);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keyboardEnabled]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(null), FLY_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    if (e.button !== 0 || start.current) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { x: e.clientX, y: e.clientY, pointerId: e.pointerId };
    setDrag({ dx: 0, dy: 0, active: true });
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.pointerId !== e.pointerId) return;
    setDrag({
      dx: e.clientX - start.current.x,
      dy: (e.clientY - start.current.y) * 0.4,
      active: true,
    });
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    if (!from || from.pointerId !== e.pointerId) return;
    start.current = null;
    const outcome = dragOutcome(drag.dx);
    if (outcome) return commit(outcome, drag);
    setDrag({ dx: 0, dy: 0, active: false });
    const shown = tappedPhoto(
      { dx: e.clientX - from.x, dy: e.clientY - from.y, x: e.clientX },
      e.currentTarget.getBoundingClientRect(),
      { at: photoAt, count: top?.photos.length ?? 0 },
    );
    if (shown !== null) showPhoto(shown);
  }
  function onPointerCancel() {
    start.current = null;
    setDrag({ dx: 0, dy: 0, active: false });
  }

  const progress = dragProgress(drag.dx);
  const showCount = superLikes === 'available' && superLikesLeft !== undefined && !!top;
  // What the star's state is, said to a screen reader as well as on screen.
  const superLikeNote =
    top && superLikes === 'used-up'
      ? 'super-likes-used-up'
      : showCount
        ? 'super-likes-left'
        : undefined;
  return (
    // Held sideways, the buttons stand beside the card so both fit the screen at once.
    <div className="flex min-h-0 flex-1 flex-col short:flex-row short:items-center short:justify-center short:gap-5 short:pb-3">
      <style>{FLY_CSS}</style>
      {/* A phone in portrait fits card and buttons above the tab bar down to 360 x 640 (the card
          gives up art, not text); shorter still, the card keeps room for its text and the page
          scrolls. */}
      <div className="relative mx-4 min-h-80 flex-1 compact-height:min-h-72 tiny-height:min-h-60 short:mx-0 short:h-[calc(100dvh-6.5rem-env(safe-area-inset-bottom))] short:min-h-0 short:w-full short:max-w-sm short:flex-none">
        {next ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 transition-transform duration-300"
            style={{
              transform: `scale(${0.94 + 0.06 * progress}) translateY(${10 - 10 * progress}px)`,
            }}
          >
            <SwipeCard card={next} />
          </div>
        ) : null}
        {top ? (
          <div
            key={top.id}
            role="group"
            aria-roledescription="profile card"
            aria-label={`${top.displayName}, ${top.age}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onLostPointerCapture={onPointerCancel}
            className={cn(
              'absolute inset-0 touch-none select-none',
              drag.active ? 'cursor-grabbing' : 'cursor-grab',
            )}
            style={{
              transform: `translate(${drag.dx}px, ${drag.dy}px) rotate(${dragRotation(drag.dx)}deg)`,
              transition: drag.active ? 'none' : SPRING_BACK,
            }}
          >
            <SwipeCard
              card={top}
              likeStamp={drag.dx > 0 ? progress : 0}
              passStamp={drag.dx < 0 ? progress : 0}
              onInfo={() => onInfo(top)}
              photoAt={photoAt}
              onShowPhoto={showPhoto}
            />
          </div>
        ) : null}
        {leaving ? (
          <div
            key={`leaving-${leaving.card.id}`}
            aria-hidden="true"
            className="pm-fly pointer-events-none absolute inset-0"
            style={flyStyle(leaving)}
          >
            <SwipeCard
              card={leaving.card}
              photoAt={leaving.photoAt}
              likeStamp={leaving.direction === 'right' ? 1 : 0}
              passStamp={leaving.direction === 'left' ? 1 : 0}
            />
          </div>
        ) : null}
      </div>

      {/* Sizes capped by the screen's width, so very large text cannot push Like off it. */}
      <div className="flex items-center justify-center gap-[min(1.25rem,4vw)] py-4 tiny-height:py-3 short:flex-col short:gap-3 short:py-0">
        <RoundButton
          label="Pass"
          onClick={(event) => tap('left', event)}
          disabled={!top}
          className="size-[min(4rem,22vw)] text-brand-500"
        >
          <X className="h-8 w-8" strokeWidth={3} aria-hidden="true" />
        </RoundButton>
        <RoundButton
          label="Super Like"
          onClick={(event) => tap('super', event)}
          disabled={!top || superLikes !== 'available'}
          title={SUPER_LIKE_HINT[superLikes]}
          describedBy={superLikeNote}
          badge={showCount ? superLikesLeft : undefined}
          className="size-[min(3.25rem,18vw)] text-sky-500"
        >
          <Star className="h-6 w-6 fill-sky-400" aria-hidden="true" />
        </RoundButton>
        <RoundButton
          label="Like"
          data-deck-focus
          onClick={(event) => tap('right', event)}
          disabled={!top}
          className="size-[min(4rem,22vw)] bg-gradient-to-br from-brand-500 to-grape-500 text-white ring-0"
        >
          <Heart className="h-8 w-8 fill-white" aria-hidden="true" />
        </RoundButton>
      </div>
      {showCount ? (
        <span id="super-likes-left" className="sr-only">
          {superLikesLeft === 1
            ? '1 super like left today'
            : `${superLikesLeft} super likes left today`}
        </span>
      ) : null}
      {/* Said on screen too: a phone shows no tooltip for the dimmed star. */}
      {superLikes === 'used-up' && top ? (
        <p
          id="super-likes-used-up"
          className="-mt-2 pb-2 text-center text-xs font-bold text-ink-500"
        >
          {SUPER_LIKE_HINT['used-up']}
        </p>
      ) : null}
    </div>
  );
}
