import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { PetType } from '../../../../shared/catalog/pets';
import { PetArt } from '../../../components/pet-art';
import { Logo } from '../../../components/ui/logo';

/** The frame of the visitor screens (login, registration): a brand band with a pet, then a card. */
export function AuthShell({
  title,
  subtitle,
  pet,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  pet: { type: PetType; variant: string };
  children: ReactNode;
  footer?: ReactNode;
}) {
  // Arriving from a scrolled landing page, start at the top (the router keeps the old offset).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="min-h-dvh bg-canvas">
      <header className="relative overflow-hidden bg-gradient-to-br from-brand-500 via-brand-600 to-grape-600 pb-14 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-16 -top-20 h-64 w-64 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 -left-10 h-56 w-56 rounded-full bg-white/10"
        />
        <div className="relative mx-auto max-w-md px-5 pt-4">
          <div className="flex items-center gap-2">
            <Link
              to="/"
              aria-label="Back to home"
              className="-ml-2 flex h-10 w-10 items-center justify-center rounded-full text-white/90 transition hover:bg-white/15"
            >
              <ChevronLeft className="h-6 w-6" aria-hidden="true" />
            </Link>
            <Logo size="sm" tone="brand" />
          </div>
          <div className="mt-4 flex items-end justify-between gap-3">
            <div className="pb-2">
              <h1 className="text-title font-black leading-tight">{title}</h1>
              <p className="mt-1 text-body text-white/85">{subtitle}</p>
            </div>
            <PetArt
              type={pet.type}
              variant={pet.variant}
              mood="happy"
              size={104}
              className="-mb-2 shrink-0 drop-shadow-lg"
              title={`A happy ${pet.variant} ${pet.type}`}
            />
          </div>
        </div>
      </header>
      <main className="relative mx-auto -mt-8 max-w-md px-4 pb-10">
        <div className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-100/60 sm:p-6">
          {children}
        </div>
        {footer ? <div className="mt-6 text-center">{footer}</div> : null}
      </main>
    </div>
  );
}

/** A row of pets for the empty space under a short form. */
export function PetParade() {
  return (
    <div aria-hidden="true" className="mt-4">
      <div className="flex items-end justify-center -space-x-3">
        <PetArt type="cat" variant="calico" mood="happy" size={76} animate={false} />
        <PetArt type="dragon" variant="earth" mood="happy" size={92} animate={false} />
        <PetArt type="phoenix" variant="ice" mood="happy" size={76} animate={false} />
      </div>
      <p className="mt-2 text-sm font-semibold text-ink-500">Free to play · Adults 18+ only</p>
    </div>
  );
}
