import { type FocusEvent, type KeyboardEvent, useState } from 'react';

const ATTRIBUTE = 'data-roving-id';

/**
 * One Tab stop for a column of buttons (a roving tabindex): the one last focused, else the
 * last of `ids`, takes Tab; the arrow keys, Home and End move between them. Each button carries
 * `rovingProps(id)`; the element around them takes `onKeyDown` and `onFocus`.
 */
export function useRovingFocus(ids: readonly string[]) {
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop = focused !== null && ids.includes(focused) ? focused : ids.at(-1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = (event.target as HTMLElement).getAttribute(ATTRIBUTE);
    if (from === null) return;
    const at = ids.indexOf(from);
    const to = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: ids.length - 1 }[event.key];
    const id = to === undefined ? undefined : ids[to];
    if (id === undefined) return;
    event.preventDefault();
    setFocused(id);
    event.currentTarget.querySelector<HTMLElement>(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.focus();
  };
  // A click or a tap focuses a button too: Tab comes back to it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const id = event.target.getAttribute(ATTRIBUTE);
    if (id !== null) setFocused(id);
  };
  const rovingProps = (id: string) => ({
    [ATTRIBUTE]: id,
    tabIndex: id === tabStop ? 0 : -1,
  });
  return { onKeyDown, onFocus, rovingProps };
}
