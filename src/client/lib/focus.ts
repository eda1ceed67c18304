/**
 * Where keyboard focus goes when the control that had it is removed (a swiped card, a dismissed
 * match, a deleted photo): the browser would otherwise leave it on the page's body.
 */

/** Focus is nowhere: on the body, or on a button just disabled (Chromium leaves it there). */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
}

/**
 * The `selector` match now at `index` inside `root` (the item that took the removed one's
 * place), the last one if the list got shorter, else the page title.
 */
export function focusTargetInPlaceOf(
  root: ParentNode | null | undefined,
  selector: string,
  index: number,
): HTMLElement | null {
  const left = [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];
  return left[Math.min(index, left.length - 1)] ?? document.querySelector<HTMLElement>('h1');
}
