import { Link, useSearchParams } from 'react-router';
import type { Pet } from '../../../../shared/schemas/pets';
import type { InventoryItem, ShopItem } from '../../../../shared/schemas/shop';
import { PetArt } from '../../../components/pet-art';
import { StatBar } from '../../../components/stat-bar';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, LoadErrorRow } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useActivePet } from '../api/get-active-pet';
import { useShopItems } from '../api/get-shop-items';
import { useUserItems } from '../api/get-user-items';
import { useCoins } from '../api/get-user-profile';
import { BalanceBanner } from '../components/balance-banner';
import { ConfirmPurchaseDialog } from '../components/confirm-purchase-dialog';
import { InventoryPanel } from '../components/inventory-panel';
import { ItemCard } from '../components/item-card';
import { NothingForSale } from '../components/nothing-for-sale';
import { PremiumPanel } from '../components/premium-panel';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';

const TABS = ['boost', 'items', 'premium', 'inventory'] as const;
type Tab = (typeof TABS)[number];

function ItemList({
  items,
  coins,
  pet,
  owned,
  onBuy,
}: {
  items: ShopItem[];
  coins: number;
  pet: Pet | null | undefined;
  /** Accessories only: what the inventory holds, 'unknown' until it has been read. */
  owned?: Set<string> | 'unknown';
  onBuy: (item: ShopItem) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          coins={coins}
          pet={pet}
          owned={owned === 'unknown' ? owned : owned?.has(item.id)}
          onBuy={onBuy}
        />
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 px-1 text-sm font-extrabold uppercase tracking-wider text-ink-500">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EnergyCard({ pet }: { pet: Pet | null | undefined }) {
  if (pet === undefined) return null;
  if (pet === null) {
    return (
      <div className="mb-3 rounded-3xl bg-sky-50 p-4 text-center">
        <p className="font-extrabold text-ink-900">No active pet</p>
        <p className="mt-1 text-sm text-ink-500">Boosts refill your active pet's energy.</p>
        <Link to="/onboarding" className={`${buttonClass('soft', 'sm')} mt-3`}>
          Adopt a Pet
        </Link>
      </div>
    );
  }
  return (
    <div className="mb-3 flex items-center gap-3 rounded-3xl bg-gradient-to-r from-sky-50 to-grape-50 p-3">
      <PetArt
        type={pet.type}
        variant={pet.variant}
        mood={pet.mood}
        accessories={pet.accessories}
        size={64}
        animate={false}
      />
      <StatBar
        stat="energy"
        value={pet.energy}
        label={`${pet.name}'s energy`}
        className="min-w-0 flex-1"
      />
    </div>
  );
}

export function Component() {
  const coins = useCoins();
  const shop = useShopItems();
  const activePet = useActivePet();
  const inventory = useUserItems();
  const flow = usePurchaseFlow(coins);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'boost';
  const setTab = (value: string) => setParams({ tab: value }, { replace: true });

  const pet = activePet.data;
  const items = shop.data ?? [];
  const lines: InventoryItem[] = inventory.data ?? [];
  // Without the inventory, Buy would offer an accessory already owned again (the server refuses).
  const owned = inventory.data
    ? new Set(lines.filter((l) => l.item.type === 'accessory').map((l) => l.itemId))
    : 'unknown';
  const ofType = (type: ShopItem['type']) => items.filter((i) => i.type === type);
  const energy = ofType('energy');
  const accessories = ofType('accessory');
  const food = ofType('food');
  const eggs = ofType('pet');

  let body: React.ReactNode;
  if (shop.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the shop" />
      </div>
    );
  } else if (shop.isLoadingError) {
    body = (
      <EmptyState
        icon="😿"
        title="Could not load the shop"
        description="Check your connection and try again."
        action={<Button onClick={() => void shop.refetch()}>Try Again</Button>}
      />
    );
  } else {
    const listProps = { coins, pet, onBuy: flow.ask };
    body = (
      <Tabs
        value={tab}
        onValueChange={setTab}
        tabs={[
          {
            value: 'boost',
            label: 'Boost',
            content: (
              <>
                <EnergyCard pet={pet} />
                {energy.length === 0 ? (
                  <NothingForSale />
                ) : (
                  <ItemList items={energy} {...listProps} />
                )}
              </>
            ),
          },
          {
            value: 'items',
            label: 'Items',
            content:
              accessories.length + food.length + eggs.length === 0 ? (
                <NothingForSale />
              ) : (
                <div className="flex flex-col gap-5">
                  {accessories.length > 0 ? (
                    <Section title="Accessories">
                      {inventory.isLoadingError ? (
                        <div className="mb-3 rounded-3xl bg-surface p-3 shadow-card">
                          <LoadErrorRow
                            what="which accessories you own"
                            onRetry={() => void inventory.refetch()}
                          />
                        </div>
                      ) : null}
                      <ItemList items={accessories} owned={owned} {...listProps} />
                    </Section>
                  ) : null}
                  {food.length > 0 ? (
                    <Section title="Food">
                      <ItemList items={food} {...listProps} />
                    </Section>
                  ) : null}
                  {eggs.length > 0 ? (
                    <Section title="Pet Eggs">
                      <ItemList items={eggs} {...listProps} />
                    </Section>
                  ) : null}
                </div>
              ),
          },
          {
            value: 'premium',
            label: 'Premium',
            content: <PremiumPanel offers={ofType('premium')} />,
          },
          {
            value: 'inventory',
            label: 'My Items',
            content: inventory.isPending ? (
              <div className="flex justify-center py-16">
                <Spinner label="Loading your items" />
              </div>
            ) : inventory.isLoadingError ? (
              <LoadError what="your items" onRetry={() => void inventory.refetch()} />
            ) : (
              <InventoryPanel pet={pet} items={lines} onBrowse={() => setTab('items')} />
            ),
          },
        ]}
      />
    );
  }

  return (
    <div>
      <PageHeader title="Shop" back />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <BalanceBanner coins={coins} />
        {body}
      </div>
      <ConfirmPurchaseDialog
        item={flow.pending}
        coins={coins}
        pet={pet}
        pending={flow.isBuying}
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
      />
    </div>
  );
}
