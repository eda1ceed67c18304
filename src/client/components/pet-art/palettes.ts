/** Colours per pet type and variant. Unknown variants fall back to the type's first variant. */
import { VARIANTS_BY_TYPE, type PetType } from '../../../shared/catalog/pets';

export interface Palette {
  /** Body colour and its highlight / shadow tones. */
  main: string;
  light: string;
  shade: string;
  /** Outline colour. */
  line: string;
  /** Belly, muzzle or chest colour. */
  belly: string;
  /** Type-specific details: wings, patches, fins, points, crests... */
  accent: string;
  accent2: string;
  accent3: string;
  iris: string;
  blush: string;
}

/** Space-separated: main light shade line belly accent accent2 accent3 iris [blush]. */
type Row = string;

const PINK = '#ff8fa8';

const TABLE: Record<PetType, Record<string, Row>> = {
  // accent: wing membrane, accent2: horns and spikes, accent3: element emblem
  dragon: {
    fire: '#ff7b4a #ffb47e #e04a2f #7a2417 #ffe29a #ffb648 #fff0c2 #ffcf3f #ff9a1f',
    water: '#4aa8ff #a6d8ff #2a6fd6 #173f7a #c8f1ff #5ee0e6 #e8fbff #7ee8ff #1e88e5',
    earth: '#6dbb55 #a8e08a #3f8a3a #1f4d22 #f1dfa8 #c49a62 #f4e2b8 #8bd650 #6a9a1e',
    air: '#8fdde2 #dcfbfb #58b6c4 #2a6a76 #ffffff #d2f4ff #ffffff #ffffff #3aa6b9',
    shadow: '#5b4b8a #8c7bc4 #352a5e #1a1433 #b9a8e8 #8a5fd1 #d9ccff #c07cff #c07cff #d08bff',
    light: '#fff1bd #ffffff #f2cf6a #a07a22 #ffffff #ffe58a #fffbe6 #ffd23f #f4b400',
  },
  // accent: inner ear and nose, accent2: stripes / points / patches, accent3: second patch colour
  cat: {
    orange: '#ffad5c #ffd39c #ec8638 #8a4a1c #fff1dc #ff8fa8 #e0782c #e0782c #6fb83a',
    black: '#3d3a47 #6b6680 #24212c #121016 #5a5570 #ff8fa8 #2a2733 #2a2733 #f5c542',
    white: '#ffffff #ffffff #dfe2ee #8a8aa3 #ffffff #ff8fa8 #e4e6f0 #e4e6f0 #5aa9e6',
    calico: '#fffaf2 #ffffff #eadccb #7a5a3e #ffffff #ff8fa8 #f39a3d #4a3f40 #7cb342',
    persian: '#f4e7d9 #fffaf3 #d8c1a6 #8a6d55 #ffffff #ff8fa8 #d9c3aa #d9c3aa #e89b2a',
    siamese: '#f7ead6 #fffaf0 #e0cba9 #6b4a34 #fffaf0 #ff8fa8 #6b4a3a #6b4a3a #4f9ee8',
    tabby: '#c9a06e #e8c79c #a57a4a #5e3f22 #f5e6d0 #ff8fa8 #7a5533 #7a5533 #8bc34a',
    'maine-coon': '#8d6e58 #b8977c #6b4f3c #3a2a1f #efe0cc #ff8fa8 #4e3829 #2e2119 #d8a62a',
  },
  // accent: ears / pattern, accent2: second pattern colour, accent3: muzzle
  dog: {
    'german-shepherd': '#dc9a5a #f2c38c #b8743a #4a2e16 #f4d6a8 #3b2f2a #3b2f2a #5a4538 #7a4f2a',
    golden: '#f5c26b #ffe0a3 #d99a3e #7a4f1a #fff0cf #e6a94f #e6a94f #ffe9bf #5b3a1e',
    brown: '#a86b45 #cf9670 #7f4c2e #3f2414 #e8c4a2 #8a5434 #8a5434 #e3bb94 #3b2414',
    black: '#3a3740 #66616f #24222a #121015 #57525f #2a2830 #c98f5a #5a5562 #b07a42',
    spotted: '#ffffff #ffffff #e0e0e8 #4a4a55 #ffffff #2f2d35 #2f2d35 #ffffff #5a3a22',
    husky: '#8d97a8 #bcc4d2 #67718a #2f3542 #ffffff #56606f #ffffff #ffffff #5ab0f0',
    corgi: '#f2a253 #ffc98a #d9812f #7a3f14 #ffffff #ff8fa8 #ffffff #ffffff #4a2a14',
  },
  // accent: feather tips / eye spots, accent2: crest and glow, accent3: forehead mark
  phoenix: {
    fire: '#ff6a3d #ffb36b #d8392a #7a1f14 #ffd56b #ffd23f #ff9a3c #fff1a8 #ff8f00',
    ice: '#7fd3ff #d6f3ff #3f9fe0 #1f4f80 #ffffff #ffffff #b6ecff #ffffff #29b6f6',
    storm: '#5c6bc0 #9aa6ef #3a4596 #1c2154 #c5cbff #ffe24a #8fa0ff #ffe24a #ffd600',
    cosmic: '#7b4fd6 #b48cff #4d2aa0 #241152 #ffb3e6 #ff6fd0 #5ee7ff #fff6a8 #ff6fd0',
    solar: '#ffb627 #ffe07a #f08a00 #7a4300 #fff4c2 #ff6a3d #ffd23f #ff6a3d #ff6d00',
    lunar: '#c9cdea #f2f3ff #9aa0cc #474b78 #ffffff #b9a6ff #e8e4ff #fff3b0 #7e6fe0',
    crystal: '#ff9fd6 #ffd6ef #e66bb4 #7a2a5e #e6fbff #7fe8ff #c6f6ff #ffffff #e040a0',
  },
  // accent: head / cheek colour, accent2: wing tips / crest, accent3: beak
  bird: {
    parrot: '#4cc35a #8fe08f #2e9440 #1a4d24 #ffe15a #ff5a4a #3d8bff #f6e7c1 #3a2a1a',
    canary: '#ffd93d #fff19a #f0b400 #8a5a00 #fff4b0 #ffb02e #f5c400 #ff9a3c #3a2a1a',
    owl: '#a77b54 #d2aa80 #7d5636 #3d2614 #f1dcbc #6b4a30 #f6e7cf #f2b33d #ffb300',
    cockatiel: '#b8bcc6 #e2e5ec #8d929e #41454f #d9dce3 #ff8a3d #ffe066 #c9b8a8 #2a2a2a',
  },
  // accent: fins, accent2: pattern (bands / patches), accent3: second pattern colour
  fish: {
    goldfish: '#ff9a3c #ffc97a #f06a1f #8a3410 #ffe1b0 #ffb766 #ffd89b #ffd89b #3a2a1a',
    betta: '#5a5ff0 #9aa0ff #3a35b8 #1b1a5e #b6b9ff #e8457a #8a4fff #ff9ac0 #2a1f4a',
    clownfish: '#ff8a2a #ffb56a #e8641a #5a2a10 #ffd0a0 #ffb56a #ffffff #2a2230 #2a1a10',
    koi: '#ffffff #ffffff #e4e2ec #5a4a52 #ffffff #ffe9e0 #ff5a3c #2b2b33 #2a1f2d',
  },
};

/** The variant actually drawn: the given one if known, else the type's first variant. */
export function resolveVariant(type: PetType, variant: string): string {
  return TABLE[type][variant] ? variant : (VARIANTS_BY_TYPE[type][0] ?? '');
}

export function getPalette(type: PetType, variant: string): Palette {
  const row = TABLE[type][resolveVariant(type, variant)] ?? Object.values(TABLE[type])[0]!;
  const [main, light, shade, line, belly, accent, accent2, accent3, iris, blush] = row.split(' ');
  const c = (v: string | undefined): string => v ?? '#000000';
  return {
    main: c(main),
    light: c(light),
    shade: c(shade),
    line: c(line),
    belly: c(belly),
    accent: c(accent),
    accent2: c(accent2),
    accent3: c(accent3),
    iris: c(iris),
    blush: blush ?? PINK,
  };
}

/** Relative luminance (0 dark .. 1 light) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Colour for facial lines (closed eyes, brows, mouth): light on dark fur so moods stay readable. */
export function faceLine(p: Palette): string {
  return luminance(p.main) < 0.35 ? '#e6e0f5' : p.line;
}
