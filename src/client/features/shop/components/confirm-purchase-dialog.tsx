import type { Pet } from '../../../../shared/schemas/pets';
import type { ShopItem } from '../../../../shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useConfirmOnce } from '../../../components/ui/use-confirm-once';
import { cn } from '../../../lib/cn';
import { ItemArt } from './item-art';
import { EffectPill, PriceTag } from './item-card';
import { RarityBadge, RARITY_STYLE } from './rarity-badge';
import { formatCount } from '../../../../shared/format';
import { STAT_MAX } from '../../../../shared/constants';

/** Energy is used as it is bought and capped at 100: how much of the item the pet can take. */
function energyUsed(item: ShopItem, pet: Pet | null | undefined): number | null {
  if (item.type !== 'energy' || !item.effectAmount || !pet) return null;
  return Math.max(0, Math.min(item.effectAmount, STAT_MAX - pet.energy));
}

/** Spec section 2 "Shop": name, description and price, with Cancel and Buy. */
export function ConfirmPurchaseDialog({
  item,
  coins,
  pet,
  pending,
  onCancel,
  onConfirm,
}: {
  item: ShopItem | null;
  coins: number;
  pet: Pet | null | undefined;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: ShopItem) => void;
}) {
  const confirm = useConfirmOnce(item !== null, pending, onConfirm);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={item?.name ?? ''}
      description={item?.description}
    >
      {item ? (
        <div className="flex flex-col items-center gap-4">
          <div
            className={cn(
              'flex h-28 w-28 items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-br',
              RARITY_STYLE[item.rarity].tile,
            )}
          >
            <ItemArt item={item} pet={pet} size={item.type === 'accessory' ? 120 : 84} />
          </div>
          <div className="flex items-center gap-2">
            <RarityBadge rarity={item.rarity} />
            <EffectPill item={item} />
          </div>
          <dl className="w-full rounded-2xl bg-canvas px-4 py-3 text-sm">
            <div className="flex items-center justify-between">
              <dt className="font-bold text-ink-500">Price</dt>
              <dd>
                <PriceTag price={item.price} />
              </dd>
            </div>
            <div className="mt-1 flex items-center justify-between">
              <dt className="font-bold text-ink-500">Balance after</dt>
              {/* The balance can drop on another device while this is open. */}
              {coins >= item.price ? (
                <dd className="font-extrabold tabular-nums text-ink-700">
                  {formatCount(coins - item.price)}
                </dd>
              ) : (
                <dd className="font-extrabold text-rose-700">
                  {formatCount(item.price - coins)} coins short
                </dd>
              )}
            </div>
          </dl>
          <EnergyWasteNote item={item} pet={pet} />
          <div className="grid w-full grid-cols-2 gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={() => confirm(item)} disabled={pending}>
              {pending ? 'Buying…' : 'Buy'}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** Says so before the purchase when part of an energy item would be lost to the cap. */
function EnergyWasteNote({ item, pet }: { item: ShopItem; pet: Pet | null | undefined }) {
  const used = energyUsed(item, pet);
  if (used === null || !pet || used === item.effectAmount) return null;
  return (
    <p role="note" className="w-full rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {pet.name} has {pet.energy}% energy, so only {used} of this item&apos;s {item.effectAmount}{' '}
      energy will be used.
    </p>
  );
}
