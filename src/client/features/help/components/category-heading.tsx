import type { FaqCategoryId } from '../../../../shared/catalog/faq';
import { cn } from '../../../lib/cn';
import { CATEGORY_STYLE } from '../help-categories';

/** The coloured icon tile, name and question count of a category. */
export function CategoryHeading({
  id,
  name,
  count,
}: {
  id: FaqCategoryId;
  name: string;
  count: number;
}) {
  const { icon: Icon, tile } = CATEGORY_STYLE[id];
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-2xl', tile)}
      >
        <Icon className="h-5 w-5" strokeWidth={2.2} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col text-left">
        <span className="text-base font-extrabold text-ink-900">{name}</span>
        <span className="text-xs font-semibold text-ink-500">
          {count} {count === 1 ? 'question' : 'questions'}
        </span>
      </span>
    </>
  );
}
