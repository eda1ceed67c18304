import { find } from 'linkifyjs';

/** One emoji as people see it (flags, skin tones and families included); `v` for sequences. */
const EMOJI = new RegExp('\\p{RGI_Emoji}', 'gv');
const BIG_EMOJI_MAX = 3;

/** Up to three emoji and nothing else: shown large and without a bubble, as chat apps do. */
export function isBigEmoji(content: string): boolean {
  const text = content.trim();
  const emoji = text.match(EMOJI) ?? [];
  return emoji.length > 0 && emoji.length <= BIG_EMOJI_MAX && text.replace(EMOJI, '').trim() === '';
}

export interface TextPart {
  text: string;
  /** A web address in the text ("petmatch.app/help" goes to https://petmatch.app/help). */
  href?: string;
}

/** The message's text with its web addresses marked, in order; only http and https are links. */
export function messageParts(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const link of find(content, 'url', { defaultProtocol: 'https' })) {
    if (!/^https?:\/\//i.test(link.href)) continue;
    if (link.start > at) parts.push({ text: content.slice(at, link.start) });
    parts.push({ text: link.value, href: link.href });
    at = link.end;
  }
  if (at < content.length || parts.length === 0) parts.push({ text: content.slice(at) });
  return parts;
}
