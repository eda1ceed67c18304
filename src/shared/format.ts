/**
 * A whole number with its thousands grouped, as en-US writes it: 2000 -> '2,000', -1500 ->
 * '-1,500'. Written out rather than `toLocaleString('en-US')`: the first Intl formatter a page
 * builds loads ICU's locale data (17-44 ms on a desktop core, more on a phone), and Home's coin
 * badge is drawn in its first render (bench/HISTORY.md "Home without Intl").
 */
export function formatCount(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}
