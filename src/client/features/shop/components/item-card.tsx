import { Drumstick, Zap } from 'lucide-react';
import type { Pet } from '../../../../shared/schemas/pets';
import type { ShopItem } from '../../../../shared/schemas/shop';
import { CoinIcon } from '../../../components/coin-badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ItemArt } from './item-art';
import { RarityBadge, RARITY_STYLE } from './rarity-badge';
import { formatCount } from '../../../../shared/format';
import { STAT_MAX } from '../../../../shared/constants';

export function EffectPill({ item }: { item: ShopItem }) {
  if (!item.effectAmount || (item.type !== 'energy' && item.type !== 'food')) return null;
  const energy = item.type === 'energy';
  const Icon = energy ? Zap : Drumstick;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-extrabold',
        energy ? 'bg-sky-50 text-blue-700' : 'bg-amber-50 text-coin-700',
      )}
    >
      <Icon className="h-3 w-3" strokeWidth={3} aria-hidden="true" />+{item.effectAmount}{' '}
      {energy ? 'energy' : 'hunger'}
    </span>
  );
}

export function PriceTag({ price, className }: { price: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-base font-black tabular-nums text-ink-900',
        className,
      )}
    >
      <CoinIcon className="h-5 w-5" />
      {formatCount(price)}
    </span>
  );
}

/**
 * One item for sale; Buy is disabled when the balance is below the price. An energy item is used
 * on the active pet as it is bought, which the server refuses at full energy (say so instead) and
 * with no active pet (Buy is disabled). An accessory is bought once: Owned, or Buy disabled while
 * the inventory that says so is unknown.
 */
export function ItemCard({
  item,
  coins,
  pet,
  owned,
  onBuy,
}: {
  item: ShopItem;
  coins: number;
  pet: Pet | null | undefined;
  /** Accessories only: whether the inventory holds it, 'unknown' until it has been read. */
  owned?: boolean | 'unknown';
  onBuy: (item: ShopItem) => void;
}) {
  const short = coins < item.price;
  const energyFull = item.type === 'energy' && pet != null && pet.energy >= STAT_MAX;
  // null = loaded, no active pet: the server would refuse an energy item (the Boost tab says why).
  const needsPet = item.type === 'energy' && pet === null;
  // Why Buy is disabled, said as its tooltip; null when it can be bought.
  const blocked = needsPet
    ? 'Adopt a pet to use energy items'
    : owned === 'unknown'
      ? 'Checking which accessories you own'
      : short
        ? `You need ${item.price - coins} more coins`
        : null;
  return (
    // The text goes under the picture when large text leaves it less than 10rem beside it.
    <li
      className="flex flex-wrap gap-3 rounded-3xl bg-surface p-3 shadow-card"
      aria-label={item.name}
      data-testid={`shop-item-${item.id}`}
    >
      <div
        className={cn(
          'flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br',
          RARITY_STYLE[item.rarity].tile,
        )}
      >
        <ItemArt item={item} pet={pet} size={item.type === 'accessory' ? 84 : 60} />
      </div>
      <div className="flex min-w-[min(10rem,100%)] flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-body font-extrabold leading-tight text-ink-900">{item.name}</h3>
          <RarityBadge rarity={item.rarity} className="shrink-0" />
        </div>
        <p className="mt-0.5 line-clamp-2 text-note leading-snug text-ink-500">
          {item.description}
        </p>
        {/* The button keeps its place at the right; on a narrow phone the effect goes under the
            price instead (it used to push the button onto a row of its own). */}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <PriceTag price={item.price} />
            <EffectPill item={item} />
          </div>
          {owned === true ? (
            <span className="shrink-0 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-extrabold text-emerald-700">
              Owned
            </span>
          ) : energyFull ? (
            <span className="inline-flex min-w-16 shrink-0 items-center justify-center gap-1 rounded-full bg-sky-50 px-3 py-1.5 text-sm font-extrabold text-blue-700">
              <Zap className="h-3.5 w-3.5" strokeWidth={3} aria-hidden="true" />
              <span className="sr-only">Energy </span>Full
            </span>
          ) : (
            <Button
              size="sm"
              variant={blocked ? 'secondary' : 'primary'}
              disabled={blocked !== null}
              aria-label={`Buy ${item.name}`}
              title={blocked ?? undefined}
              onClick={() => onBuy(item)}
              className="min-w-16 shrink-0"
            >
              Buy
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
