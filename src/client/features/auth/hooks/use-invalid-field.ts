import { useEffect, useState, type RefObject } from 'react';

/**
 * The registration field a toast is about (spec section 5 says it in a toast): marked
 * `aria-invalid` (a red edge) and focused, until the user changes something. The step components
 * never render `aria-invalid` themselves, so the mark set here is the only one.
 */
export function useInvalidField(form: RefObject<HTMLFormElement | null>) {
  // A count, so a second Next on the same field focuses it again.
  const [marked, setMarked] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    const field = marked && form.current?.querySelector<HTMLElement>(`#${CSS.escape(marked.id)}`);
    if (!field) return;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
    return () => field.removeAttribute('aria-invalid');
  }, [marked, form]);
  return {
    mark: (id: string | undefined) =>
      setMarked((last) => (id ? { id, n: (last?.n ?? 0) + 1 } : null)),
    clear: () => setMarked(null),
  };
}
