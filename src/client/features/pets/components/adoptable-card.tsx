import { Link } from 'react-router';
import { variantLabel } from '../../../../shared/catalog/pets';
import type { AdoptablePet } from '../../../../shared/schemas/pets';
import { CoinIcon } from '../../../components/coin-badge';
import { PetArt } from '../../../components/pet-art';
import { cn } from '../../../lib/cn';
import { priceLabel } from '../lib/adoption';
import { TYPE_LABEL } from '../lib/labels';
import { TYPE_TINT } from '../lib/type-style';
import { RarityBadge } from './pet-info';

export function AdoptableCard({ pet, isFirstPet }: { pet: AdoptablePet; isFirstPet: boolean }) {
  const free = pet.cost <= 0;
  return (
    <Link
      to={`/adopt-pet/${encodeURIComponent(pet.id)}?isFirstPet=${isFirstPet}`}
      aria-label={`${pet.name}, ${variantLabel(pet.variant)} ${TYPE_LABEL[pet.type]}, ${free ? 'free' : `${priceLabel(pet.cost)} coins`}`}
      className="group flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-100/60 transition hover:-translate-y-1 hover:shadow-lift active:scale-[0.98]"
    >
      <div
        className={cn(
          'relative flex h-36 items-center justify-center bg-gradient-to-br',
          TYPE_TINT[pet.type],
        )}
      >
        <RarityBadge rarity={pet.rarity} className="absolute left-2 top-2" />
        <PetArt
          type={pet.type}
          variant={pet.variant}
          mood="happy"
          size={124}
          animate={false}
          className="transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-3">
        <h2 className="truncate text-base font-black text-ink-900">{pet.name}</h2>
        <p className="truncate text-xs font-bold text-ink-500">
          {variantLabel(pet.variant)} · {TYPE_LABEL[pet.type]}
        </p>
        <p
          className={cn(
            'mt-2 inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-1 text-sm font-black',
            free ? 'bg-emerald-100 text-emerald-700' : 'bg-coin-100 text-coin-700',
          )}
        >
          {free ? null : <CoinIcon className="h-4 w-4" />}
          {priceLabel(pet.cost)}
        </p>
      </div>
    </Link>
  );
}
