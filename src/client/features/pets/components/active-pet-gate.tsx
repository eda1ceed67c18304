import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Pet } from '../../../../shared/schemas/pets';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyIcon } from './empty-icon';
import { PetLoadError } from './load-error';

/**
 * The active pet's loading, error and 'No Pet Found' states (spec section 2, Home and My Pet);
 * renders `children` with the pet once there is one.
 */
export function ActivePetGate({
  activePet,
  noPetDescription,
  children,
}: {
  activePet: UseQueryResult<Pet | null>;
  noPetDescription: string;
  children: (pet: Pet) => ReactNode;
}) {
  if (activePet.data) return <>{children(activePet.data)}</>;
  return <NoActivePet activePet={activePet} noPetDescription={noPetDescription} />;
}

/** Why there is no pet to show yet: it is loading, its read failed, or none was adopted. */
export function NoActivePet({
  activePet,
  noPetDescription,
}: {
  activePet: UseQueryResult<Pet | null>;
  noPetDescription: string;
}) {
  if (activePet.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading your pet" />
      </div>
    );
  }
  if (activePet.isLoadingError) {
    return <PetLoadError what="your pet" onRetry={() => void activePet.refetch()} />;
  }
  return (
    <EmptyState
      icon={<EmptyIcon emoji="🥚" />}
      title="No Pet Found"
      description={noPetDescription}
      action={
        <Link to="/onboarding" className={buttonClass('primary', 'lg')}>
          Adopt a Pet
        </Link>
      }
    />
  );
}
