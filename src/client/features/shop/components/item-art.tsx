/** Shop item art drawn in SVG, in the pet art's style: soft gradients, dark outline, a gloss. */
import { useId, type ReactNode } from 'react';
import type { Pet } from '../../../../shared/schemas/pets';
import type { ShopItem } from '../../../../shared/schemas/shop';
import { PetArt } from '../../../components/pet-art';
import { EnergyBar, Flask, Battery } from './art/energy-art';
import { Kibble, Berries, Feast } from './art/food-art';
import { Egg, Gem, CoinStack } from './art/special-art';

const DEFAULT_PET = { type: 'cat', variant: 'orange' } as const;

/**
 * An item's picture. Accessories are shown on the caller's active pet (or a default cat), as they
 * will look once worn.
 */
export function ItemArt({
  item,
  pet,
  size = 64,
}: {
  item: ShopItem;
  pet?: Pick<Pet, 'type' | 'variant'> | null;
  size?: number;
}) {
  const id = useId().replace(/:/g, '');
  let art: ReactNode;
  if (item.type === 'accessory' && item.effectKey) {
    const model = pet ?? DEFAULT_PET;
    art = (
      <PetArt
        type={model.type}
        variant={model.variant}
        mood="happy"
        accessories={[item.effectKey]}
        size={size}
        animate={false}
        title={`${item.name} on a ${model.type}`}
      />
    );
  } else if (item.type === 'energy') {
    const amount = item.effectAmount ?? 0;
    art =
      amount >= 100 ? (
        <Battery id={id} />
      ) : amount >= 50 ? (
        <Flask id={id} />
      ) : (
        <EnergyBar id={id} />
      );
  } else if (item.type === 'food') {
    const amount = item.effectAmount ?? 0;
    art =
      amount >= 60 ? <Feast id={id} /> : amount >= 30 ? <Berries id={id} /> : <Kibble id={id} />;
  } else if (item.type === 'pet') {
    art = <Egg id={id} kind={item.effectKey ?? 'any'} />;
  } else {
    art = item.effectKey === 'unlimited-coins' ? <CoinStack id={id} /> : <Gem id={id} />;
  }
  return (
    <span className="block" style={{ width: size, height: size }}>
      {art}
    </span>
  );
}
