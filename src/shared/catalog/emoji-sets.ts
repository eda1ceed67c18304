/** The emoji game's four sets of 12 (spec section 9); a game draws 8 of one set. */
export const EMOJI_SETS = {
  animals: ['🐶', '🐱', '🐭', '🐹', '🐰', '🦊', '🐻', '🐼', '🐨', '🐯', '🦁', '🐸'],
  fruits: ['🍎', '🍊', '🍋', '🍌', '🍉', '🍇', '🍓', '🫐', '🍒', '🍑', '🥭', '🍍'],
  sports: ['⚽', '🏀', '🏈', '⚾', '🎾', '🏐', '🎳', '🎱', '🏓', '🏒', '🥊', '⛳'],
  sky: ['☀️', '🌙', '⭐', '☁️', '🌈', '⚡', '❄️', '🌪️', '🌤️', '☄️', '🪐', '🪁'],
} as const;

export type EmojiSetName = keyof typeof EMOJI_SETS;
export const EMOJI_SET_NAMES = Object.keys(EMOJI_SETS) as EmojiSetName[];

/** The four background pictures, drawn with CSS/SVG on the client. */
export const GAME_BACKGROUNDS = ['meadow', 'ocean', 'sunset', 'galaxy'] as const;
export type GameBackground = (typeof GAME_BACKGROUNDS)[number];
