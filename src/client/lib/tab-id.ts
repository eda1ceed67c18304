/**
 * This tab's random name, sent on its changes (header REALTIME.tabHeader) so it can
 * recognise the server's echo of its own change. getRandomValues, not randomUUID: the latter is
 * missing outside secure contexts (a phone on the LAN testing over plain http).
 */
export const TAB_ID = randomId();

/** `bytes` random bytes as hex digits (24 by default), from getRandomValues for the reason above. */
export function randomId(bytes = 12): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
