import { Info, MapPin, Star } from 'lucide-react';
import { useEffect } from 'react';
import type { DeckCard } from '../../../../shared/schemas/dating';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { PET_BACKDROP } from '../lib/pet-theme';
import { CardPhotoPager } from './card-photo-pager';
import { Hearts } from './hearts';
import { InitialsBadge } from './person-avatar';
import { PetChip } from './pet-chip';

/** The card's face: main photo, or the pet drawn large on its colour with the initials. */
export function SwipeCard({
  card,
  likeStamp = 0,
  passStamp = 0,
  onInfo,
  photoAt = 0,
  onShowPhoto,
}: {
  card: DeckCard;
  /** 0-1: how strongly the LIKE and NOPE stamps show while dragging. */
  likeStamp?: number;
  passStamp?: number;
  onInfo?: () => void;
  /** Which of the card's photos shows (the main one first). */
  photoAt?: number;
  /** The top card's: shows another of its photos. */
  onShowPhoto?: (index: number) => void;
}) {
  const count = card.photos.length;
  const at = Math.min(photoAt, Math.max(0, count - 1));
  const photo = card.photos[at];
  // The top card's next photo is fetched ahead, so a tap shows it at once.
  const upNext = onShowPhoto ? card.photos[at + 1] : undefined;
  useEffect(() => {
    if (upNext) new Image().src = upNext;
  }, [upNext]);
  return (
    <div className="relative h-full w-full overflow-hidden rounded-[28px] bg-white shadow-lift ring-1 ring-black/5">
      {photo ? (
        <img
          src={photo}
          alt={
            count > 1
              ? `${card.displayName}'s photo ${at + 1} of ${count}`
              : `${card.displayName}'s photo`
          }
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <div
          className={cn(
            'absolute inset-0 flex items-start justify-center bg-gradient-to-br pt-6',
            PET_BACKDROP[card.pet?.type ?? 'none'],
          )}
        >
          <div className="absolute -right-10 -top-10 h-48 w-48 rounded-full bg-white/30" />
          <div className="absolute -left-16 top-40 h-40 w-40 rounded-full bg-white/25" />
          {card.pet ? (
            <PetArt
              type={card.pet.type}
              variant={card.pet.variant}
              mood={card.pet.mood}
              accessories={card.pet.accessories}
              size={230}
              title={`${card.displayName}'s pet ${card.pet.name}`}
            />
          ) : (
            <InitialsBadge name={card.displayName} className="mt-16 h-32 w-32 text-5xl" />
          )}
        </div>
      )}

      {count > 1 ? (
        <CardPhotoPager name={card.displayName} at={at} count={count} onShow={onShowPhoto} />
      ) : null}
      {card.superLikedYou ? (
        <span className="absolute left-4 top-4 inline-flex items-center gap-1 rounded-full bg-sky-500 px-3 py-1 text-xs font-extrabold text-white shadow-md">
          <Star className="h-3.5 w-3.5 fill-white" aria-hidden="true" />
          Super liked you
        </span>
      ) : null}
      {onInfo ? (
        <button
          type="button"
          aria-label={`View ${card.displayName}'s profile`}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onInfo}
          className="absolute right-3 top-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/85 text-ink-700 shadow-md backdrop-blur transition hover:bg-white"
        >
          <Info className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}

      <Stamp
        label="LIKE"
        opacity={likeStamp}
        className="left-5 -rotate-12 border-emerald-400 text-emerald-400"
      />
      <Stamp
        label="NOPE"
        opacity={passStamp}
        className="right-5 rotate-12 border-brand-500 text-brand-500"
      />

      {/* The shade starts above the text whatever the card's height, so white text never sits on a
          light photo. */}
      <div className="@container absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-900/90 via-ink-900/60 to-transparent p-5 pt-16 text-white">
        <div className="flex items-end gap-3 @max-[14rem]:flex-col @max-[14rem]:items-start">
          {!photo && card.pet ? <InitialsBadge name={card.displayName} /> : null}
          {/* A long name ends in an ellipsis; the age always shows. With very large text (the
              container query is in rem) the badge goes above the name and the age under it,
              rather than cutting the name to a letter. */}
          <h2
            aria-label={`${card.displayName}, ${card.age}`}
            className="flex min-w-0 flex-1 items-baseline gap-x-2 text-title font-black leading-tight drop-shadow @max-[14rem]:flex-none @max-[14rem]:flex-wrap @max-[14rem]:self-stretch"
          >
            <span className="min-w-0 truncate">{card.displayName}</span>
            <span className="shrink-0 font-bold text-white/85">{card.age}</span>
          </h2>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-1 text-sm font-semibold text-white/90">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{card.location ?? 'Location not set'}</span>
          {card.distanceLabel ? (
            <span className="text-white/75">· {card.distanceLabel} away</span>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-2">
          <Hearts value={card.compatibility} className="text-white" />
          <span className="text-xs font-bold text-white/80">Compatibility</span>
        </div>
        {card.bio ? (
          <p className="mt-2 line-clamp-2 text-sm leading-snug text-white/90 wrap-anywhere tiny-height:line-clamp-1 short:line-clamp-2">
            {card.bio}
          </p>
        ) : null}
        {card.pet ? <PetChip pet={card.pet} className="mt-3" /> : null}
      </div>
    </div>
  );
}

function Stamp({
  label,
  opacity,
  className,
}: {
  label: string;
  opacity: number;
  className: string;
}) {
  return (
    <span
      aria-hidden="true"
      style={{ opacity }}
      className={cn(
        'pointer-events-none absolute top-16 rounded-xl border-4 bg-white/10 px-3 py-1 text-3xl font-black tracking-wider',
        className,
      )}
    >
      {label}
    </span>
  );
}
