import { PetArt } from '../../../components/pet-art';
import { Button } from '../../../components/ui/button';

export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="flex animate-fade-in flex-col items-center rounded-3xl bg-surface px-6 py-8 text-center shadow-card">
      <div aria-hidden="true">
        <PetArt type="cat" variant="calico" mood="sad" size={112} />
      </div>
      <h2 className="mt-2 text-xl font-extrabold text-ink-900">No results found</h2>
      <p className="mt-2 max-w-xs text-body text-ink-500">
        Nothing matches “{query.trim()}”. Try another word, or browse every topic.
      </p>
      <Button className="mt-5" onClick={onClear}>
        Clear Search
      </Button>
    </div>
  );
}
