import { Check, Shirt, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { STAT_MAX } from '../../../../shared/constants';
import { isAccessoryKey, wearAccessory } from '../../../../shared/catalog/shop-items';
import type { Pet } from '../../../../shared/schemas/pets';
import type { InventoryItem } from '../../../../shared/schemas/shop';
import { PetArt } from '../../../components/pet-art';
import { StatBar } from '../../../components/stat-bar';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useToggleAccessory } from '../api/equip-item';
import { useFeedItem } from '../api/feed-item';
import { ItemArt } from './item-art';
import { EffectPill } from './item-card';

/** What the pet will wear once a toggle lands (the server applies the same rule). */
function previewAccessories(current: readonly string[], key: string, wear: boolean) {
  if (!wear) return current.filter((k) => k !== key);
  return isAccessoryKey(key) ? wearAccessory(current, key) : [...current];
}

/** My Items: dress the active pet up and feed it from the pantry. */
export function InventoryPanel({
  pet,
  items,
  onBrowse,
}: {
  pet: Pet | null | undefined;
  items: InventoryItem[];
  onBrowse: () => void;
}) {
  const accessories = items.filter((i) => i.item.type === 'accessory');
  const food = items.filter((i) => i.item.type === 'food');
  if (items.length === 0) {
    return (
      <EmptyState
        icon="🎒"
        title="No items yet"
        description="Accessories and food you buy show up here, ready to use."
        action={<Button onClick={onBrowse}>Browse Items</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {pet ? null : (
        <div className="rounded-3xl bg-surface p-4 text-center shadow-card">
          <p className="font-extrabold text-ink-900">No Active Pet</p>
          <p className="mt-1 text-sm text-ink-500">Choose a pet to dress up and feed.</p>
          <Link to="/pet-selection" className={cn(buttonClass('soft', 'sm'), 'mt-3')}>
            Choose Pet
          </Link>
        </div>
      )}
      {accessories.length > 0 ? <Wardrobe pet={pet} accessories={accessories} /> : null}
      <Pantry pet={pet} food={food} onBrowse={onBrowse} />
    </div>
  );
}

function Wardrobe({
  pet,
  accessories,
}: {
  pet: Pet | null | undefined;
  accessories: InventoryItem[];
}) {
  const toggle = useToggleAccessory();
  const pending = toggle.isPending ? toggle.variables : undefined;
  const worn = pet
    ? pending
      ? previewAccessories(pet.accessories, keyOf(accessories, pending.itemId), pending.wear)
      : pet.accessories
    : [];

  const onToggle = (line: InventoryItem, wear: boolean) => {
    if (!pet) return;
    toggle.mutate(
      { itemId: line.itemId, petId: pet.id, wear },
      {
        onError: (error) =>
          toast({
            title: wear ? 'Could Not Put It On' : 'Could Not Take It Off',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section aria-labelledby="wardrobe-title" className="rounded-3xl bg-surface p-4 shadow-card">
      <h3
        id="wardrobe-title"
        className="flex items-center gap-2 text-lg font-extrabold text-ink-900"
      >
        <Shirt className="h-5 w-5 text-grape-500" aria-hidden="true" />
        {pet ? `Dress up ${pet.name}` : 'Wardrobe'}
      </h3>
      {pet ? (
        <div
          className="relative mx-auto mt-2 flex h-48 w-48 items-end justify-center overflow-hidden rounded-full bg-gradient-to-b from-grape-50 to-brand-50"
          data-testid="wardrobe-preview"
          data-accessories={worn.join(' ')}
        >
          <PetArt
            type={pet.type}
            variant={pet.variant}
            mood={pet.mood}
            accessories={worn}
            size={176}
            title={`${pet.name} wearing ${worn.length > 0 ? worn.join(', ') : 'nothing'}`}
          />
        </div>
      ) : null}
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {accessories.map((line) => {
          const key = line.item.effectKey ?? '';
          const onThisPet = Boolean(pet && worn.includes(key));
          const elsewhere = Boolean(line.equippedPetId && pet && line.equippedPetId !== pet.id);
          return (
            <li key={line.itemId}>
              <button
                type="button"
                aria-pressed={onThisPet}
                aria-label={`${onThisPet ? 'Take off' : 'Put on'} ${line.item.name}`}
                disabled={!pet || toggle.isPending}
                onClick={() => onToggle(line, !onThisPet)}
                className={cn(
                  'relative flex w-full flex-col items-center rounded-2xl border-2 px-1 pb-2 pt-1 transition active:scale-[0.97] disabled:opacity-60',
                  onThisPet
                    ? 'border-grape-500 bg-grape-50'
                    : 'border-transparent bg-canvas hover:border-grape-200',
                )}
              >
                {onThisPet ? (
                  <span className="absolute right-1.5 top-1.5 flex h-5 w-5 items-center justify-center rounded-full bg-grape-500 text-white">
                    <Check className="h-3.5 w-3.5" strokeWidth={3.5} aria-hidden="true" />
                  </span>
                ) : null}
                <span className="h-16 w-16 overflow-hidden">
                  <ItemArt item={line.item} pet={pet} size={64} />
                </span>
                <span className="mt-1 line-clamp-1 text-xs font-extrabold text-ink-900">
                  {line.item.name}
                </span>
                <span className="text-caption font-bold text-ink-500">
                  {onThisPet ? 'Wearing' : elsewhere ? 'On another pet' : 'Tap to wear'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Pantry({
  pet,
  food,
  onBrowse,
}: {
  pet: Pet | null | undefined;
  food: InventoryItem[];
  onBrowse: () => void;
}) {
  const feed = useFeedItem();
  const full = pet ? pet.hunger >= STAT_MAX : true;

  const onFeed = (line: InventoryItem) =>
    feed.mutate(line.itemId, {
      onSuccess: (res) => toast({ title: 'Yum!', description: `${res.result}.` }),
      onError: (error) =>
        toast({
          title: 'Could Not Feed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="pantry-title" className="rounded-3xl bg-surface p-4 shadow-card">
      <h3 id="pantry-title" className="flex items-center gap-2 text-lg font-extrabold text-ink-900">
        <UtensilsCrossed className="h-5 w-5 text-coin-500" aria-hidden="true" />
        Pantry
      </h3>
      {pet ? (
        <StatBar stat="hunger" value={pet.hunger} label={`${pet.name}'s hunger`} className="mt-3" />
      ) : null}
      {food.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-canvas px-3 py-3 text-center text-sm text-ink-500">
          The pantry is empty.{' '}
          <button type="button" onClick={onBrowse} className="font-extrabold text-brand-600">
            Buy food
          </button>
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-2">
        {food.map((line) => (
          <li
            key={line.itemId}
            aria-label={line.item.name}
            className="flex items-center gap-3 rounded-2xl bg-canvas p-2 pr-3"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-white">
              <ItemArt item={line.item} size={40} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-body font-extrabold text-ink-900">
                {line.item.name}{' '}
                <span className="text-sm font-bold text-ink-500">×{line.quantity}</span>
              </span>
              <EffectPill item={line.item} />
            </span>
            <Button
              size="sm"
              variant="soft"
              aria-label={`Feed ${line.item.name}`}
              disabled={full || feed.isPending}
              title={pet && full ? `${pet.name} isn't hungry right now` : undefined}
              onClick={() => onFeed(line)}
            >
              Feed
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function keyOf(lines: InventoryItem[], itemId: string): string {
  return lines.find((l) => l.itemId === itemId)?.item.effectKey ?? '';
}
