import { Link } from 'react-router';
import type { Preferences } from '../../../../shared/schemas/preferences';
import { buttonClass } from '../../../components/ui/button';
import { Card, SectionTitle } from '../../../components/ui/card';
import { preferenceRows } from '../lib/preference-labels';

/** Read-only: the stored preferences (PRODUCT_RULES.md 1), never defaults of its own. */
export function DatingPreferencesCard({ preferences }: { preferences: Preferences }) {
  return (
    <Card>
      <SectionTitle>Dating Preferences</SectionTitle>
      {/* One tile a row when very large text (the query is in rem) would cut the values short. */}
      <div className="@container">
        <dl className="grid grid-cols-1 gap-2 @min-[14rem]:grid-cols-2">
          {preferenceRows(preferences).map((row) => (
            <div key={row.label} className="rounded-2xl bg-grape-50/70 px-3 py-2">
              <dt className="text-caption font-bold uppercase tracking-wide text-ink-500">
                {row.label}
              </dt>
              <dd className="text-sm font-extrabold text-ink-900 wrap-break-word">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link to="/dating/preferences" className={`${buttonClass('secondary', 'md', true)} mt-3`}>
        Edit Preferences
      </Link>
    </Card>
  );
}
