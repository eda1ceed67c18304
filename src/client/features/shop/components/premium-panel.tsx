import { Heart, Sparkles, Star, Target, type LucideIcon } from 'lucide-react';
import { FREE_COIN_HINTS, PREMIUM_MONTHLY_PRICE } from '../../../../shared/catalog/shop-items';
import type { ShopItem } from '../../../../shared/schemas/shop';
import { CoinIcon } from '../../../components/coin-badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { ItemArt } from './item-art';
import { NothingForSale } from './nothing-for-sale';

const HINT_ICONS: LucideIcon[] = [Target, Star, Heart];
const OFFER_LOOKS = ['from-grape-500 to-brand-500', 'from-amber-400 to-orange-500'];

function comingSoon() {
  toast({ title: 'Coming Soon', description: 'Premium features will be available soon!' });
}

/** Premium plans are shown, never sold (spec section 2 "Shop"), plus the Earn Free Coins list. */
export function PremiumPanel({ offers }: { offers: ShopItem[] }) {
  return (
    <div className="flex flex-col gap-4">
      {offers.length === 0 ? <NothingForSale /> : null}
      {offers.map((offer, i) => {
        const price = PREMIUM_MONTHLY_PRICE[offer.effectKey ?? ''];
        return (
          <section
            key={offer.id}
            aria-label={offer.name}
            className={`relative overflow-hidden rounded-3xl bg-gradient-to-br ${OFFER_LOOKS[i % OFFER_LOOKS.length]} p-5 text-white shadow-lift`}
          >
            <span className="pointer-events-none absolute -right-8 -top-10 h-36 w-36 rounded-full bg-white/15" />

            <div className="flex items-center gap-3">
              <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-white/25 p-2">
                <ItemArt item={offer} size={48} />
              </span>
              <div>
                <span className="inline-block rounded-full bg-white/25 px-2 py-0.5 text-2xs font-extrabold uppercase tracking-wider">
                  Coming soon
                </span>
                <h3 className="mt-1 text-xl font-black leading-tight">{offer.name}</h3>
                {price !== undefined ? (
                  <p className="mt-0.5 text-sm font-bold text-white/90">
                    <span className="text-2xl font-black">${price.toFixed(2)}</span> / month
                  </p>
                ) : null}
              </div>
            </div>
            <p className="mt-3 text-body text-white/90">{offer.description}</p>
            <Button
              variant="secondary"
              block
              className="mt-4 text-grape-700"
              onClick={comingSoon}
              aria-label={`Subscribe to ${offer.name}`}
            >
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              Subscribe
            </Button>
          </section>
        );
      })}

      <section aria-labelledby="earn-free-coins" className="rounded-3xl bg-surface p-4 shadow-card">
        <h3 id="earn-free-coins" className="text-lg font-extrabold text-ink-900">
          Earn Free Coins
        </h3>
        <p className="text-sm text-ink-500">Play every day and the coins add up.</p>
        <ul className="mt-3 flex flex-col gap-2">
          {FREE_COIN_HINTS.map((hint, i) => {
            const Icon = HINT_ICONS[i % HINT_ICONS.length] ?? Star;
            return (
              <li
                key={hint.label}
                className="flex items-center gap-3 rounded-2xl bg-canvas px-3 py-2.5"
              >
                <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-grape-100 text-grape-600">
                  <Icon className="h-5 w-5" strokeWidth={2.5} aria-hidden="true" />
                </span>
                <span className="flex-1 text-body font-bold text-ink-700">{hint.label}</span>
                <span className="inline-flex items-center gap-1 font-black text-coin-700">
                  +{hint.coins}
                  <CoinIcon className="h-4 w-4" />
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
