/** PetArt: a pet drawn entirely in SVG, so the app needs no binary images. */
import type { JSX, ReactNode } from 'react';
import type { PetMood, PetType } from '../../../shared/catalog/pets';
import { Accessories } from './accessories';
import { Bird, birdAnchor } from './bird';
import { Cat, catAnchor } from './cat';
import { Dog, dogAnchor } from './dog';
import { Dragon, dragonAnchor } from './dragon';
import { Fish, fishAnchor } from './fish';
import { Phoenix, phoenixAnchor } from './phoenix';
import { Sparkle, type Anchor, type BodyProps } from './parts';

export interface PetArtProps {
  type: PetType;
  variant: string;
  mood: PetMood;
  /** Accessory keys drawn on top ('crown', 'bow', 'sunglasses', 'scarf', 'top-hat', 'flower-crown'). */
  accessories?: readonly string[];
  /** Width and height in px (the SVG is square, viewBox 0 0 200 200). Default 160. */
  size?: number;
  className?: string;
  /** Accessible name; defaults to e.g. 'Happy fire dragon'. */
  title?: string;
  /** A gentle idle bob / breathe (off under prefers-reduced-motion). Default true. */
  animate?: boolean;
}

const BODIES: Record<PetType, (props: BodyProps) => ReactNode> = {
  dragon: Dragon,
  cat: Cat,
  dog: Dog,
  phoenix: Phoenix,
  bird: Bird,
  fish: Fish,
};

const ANCHORS: Record<PetType, (mood: PetMood) => Anchor> = {
  dragon: dragonAnchor,
  cat: catAnchor,
  dog: dogAnchor,
  phoenix: phoenixAnchor,
  bird: birdAnchor,
  fish: fishAnchor,
};

const MOOD_LABEL: Record<PetMood, string> = { happy: 'Happy', sad: 'Sad', sleeping: 'Sleeping' };

const CSS = `
.petart-anim{transform-origin:100px 190px;animation:petart-bob 2.8s ease-in-out infinite}
.petart-anim.petart-sad{animation:petart-sway 5s ease-in-out infinite}
.petart-anim.petart-sleeping{animation:petart-breathe 4s ease-in-out infinite}
.petart-z{animation:petart-z 3s ease-in-out infinite}
.petart-wag{animation:petart-wag .9s ease-in-out infinite}
@keyframes petart-wag{0%,100%{transform:rotate(-8deg)}50%{transform:rotate(10deg)}}
@keyframes petart-bob{0%,100%{transform:translateY(0)}50%{transform:translateY(-4px)}}
@keyframes petart-sway{0%,100%{transform:rotate(-1.2deg)}50%{transform:rotate(1.2deg)}}
@keyframes petart-breathe{0%,100%{transform:scale(1,1)}50%{transform:scale(1.025,.975)}}
@keyframes petart-z{0%,100%{transform:translateY(0);opacity:1}50%{transform:translateY(-5px);opacity:.6}}
@media (prefers-reduced-motion:reduce){.petart-anim,.petart-z,.petart-wag{animation:none!important}}
`;

export function defaultPetTitle(type: PetType, variant: string, mood: PetMood): string {
  return `${MOOD_LABEL[mood]} ${variant.replace(/-/g, ' ')} ${type}`.replace(/\s+/g, ' ');
}

function SleepZ({ animate }: { animate: boolean }) {
  const text = {
    fill: '#8f9bff',
    stroke: '#fff',
    strokeWidth: 3,
    paintOrder: 'stroke',
    // No font of its own: the art is inline, so the Zz take the page's Nunito (theme.css). A
    // family named here ("Nunito") found no font and drew them in a system font's square letters.
    fontWeight: 900,
  } as const;
  return (
    <g className={animate ? 'petart-z' : undefined} aria-hidden="true">
      <text x={164} y={46} fontSize={24} {...text}>
        Z
      </text>
      <text x={184} y={25} fontSize={16} {...text}>
        z
      </text>
    </g>
  );
}

export function PetArt(props: PetArtProps): JSX.Element {
  const { type, variant, mood, accessories = [], size = 160, className, animate = true } = props;
  const label = props.title ?? defaultPetTitle(type, variant, mood);
  const Body = BODIES[type];
  const anchor = ANCHORS[type](mood);
  const neck = <Accessories keys={accessories} anchor={anchor} layer="neck" />;
  const grounded = type !== 'fish';
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      {animate ? <style>{CSS}</style> : null}
      {grounded ? <ellipse cx={100} cy={189} rx={54} ry={7} fill="#1b1030" opacity={0.13} /> : null}
      <g className={animate ? `petart-anim petart-${mood}` : undefined}>
        <Body variant={variant} mood={mood} neck={neck} />
        <Accessories keys={accessories} anchor={anchor} layer="head" />
      </g>
      {mood === 'happy' ? (
        <g aria-hidden="true">
          <Sparkle x={26} y={44} r={8} color="#ffd54a" />
          <Sparkle x={178} y={78} r={5} color="#ffd54a" opacity={0.85} />
          <Sparkle x={38} y={70} r={3.5} color="#ffe89a" />
        </g>
      ) : null}
      {mood === 'sleeping' ? <SleepZ animate={animate} /> : null}
    </svg>
  );
}
