import { EmptyState } from '../../../components/ui/empty-state';

/** An empty tab (spec section 2 "Shop"). */
export function NothingForSale() {
  return (
    <EmptyState
      icon="🛍️"
      title="Nothing for sale"
      description="Check back soon: new items arrive all the time."
    />
  );
}
