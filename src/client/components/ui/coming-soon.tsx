import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';

/** A screen whose feature has not been built yet: says so plainly, pretends nothing. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} back />
      <EmptyState
        icon="🚧"
        title={`${title} is on its way`}
        description="This part of Petmatch is still being built."
      />
    </div>
  );
}
