import { Heart, PawPrint, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';
import { ONBOARDING_PET_TYPES, type PetType } from '../../../shared/catalog/pets';
import { ACCOUNT, APP_NAME, CARE, DATING, ECONOMY, GAME } from '../../../shared/constants';

export interface AboutFeature {
  title: string;
  body: string;
  icon: LucideIcon;
  pet: { type: PetType; variant: string };
  /** Tailwind classes for the card's illustration backdrop and icon tile. */
  tint: string;
  tile: string;
}

const pets = ONBOARDING_PET_TYPES.join(', ').replace(/, ([^,]+)$/, ' or $1');

export const ABOUT_DESCRIPTION = `${APP_NAME} is a mobile-first dating app for adults that matches people through the virtual pets they raise and the games they play, instead of endless swiping.`;

/** The four feature cards of spec section 2 "About". */
export const ABOUT_FEATURES: readonly AboutFeature[] = [
  {
    title: 'Pet Care',
    body: `Adopt a ${pets}, then feed, play, groom and train it. Every action earns ${CARE.xpPerAction} XP on the way to level ${CARE.maxLevel}.`,
    icon: PawPrint,
    pet: { type: 'dragon', variant: 'fire' },
    tint: 'from-coin-100 to-brand-50',
    tile: 'text-coin-700',
  },
  {
    title: 'Social Dating',
    body: `Swipe on people picked for how they care and play, with up to ${DATING.heartsMax} hearts of compatibility. Like each other to match and chat.`,
    icon: Heart,
    pet: { type: 'cat', variant: 'calico' },
    tint: 'from-brand-100 to-grape-50',
    tile: 'text-brand-600',
  },
  {
    title: 'Achievements',
    body: `Level up for +${CARE.levelUpCoins} coins, finish daily challenges for ${ECONOMY.challengeReward} coins each and chase perfect games in ${GAME.perfectMaxMoves} moves.`,
    icon: Trophy,
    pet: { type: 'phoenix', variant: 'cosmic' },
    tint: 'from-grape-100 to-sky-100',
    tile: 'text-grape-600',
  },
  {
    title: 'Safe Space',
    body: `For adults (${ACCOUNT.minAge}+) only. No nudity: violations lead to a profile ban. Block or report anyone, and your location stays a city.`,
    icon: ShieldCheck,
    pet: { type: 'dog', variant: 'golden' },
    tint: 'from-emerald-100 to-coin-100',
    tile: 'text-emerald-700',
  },
];

export const ABOUT_PHILOSOPHY = [
  'We think the way you care says more than a perfect selfie. Patience with a sleepy dragon, a streak of daily challenges, a quick hand at a memory game: these show who you are long before a first message.',
  `So ${APP_NAME} gives you something to do instead of endless swiping. Raise a pet, play, and meet people whose habits fit yours. It is free to play, with no subscription fees, and built for your phone.`,
];

export const ABOUT_BUILT_WITH = [
  'React',
  'React Router',
  'TanStack Query',
  'Tailwind CSS',
  'Radix UI',
  'Lucide',
  'Fastify',
  'Drizzle ORM',
  'PostgreSQL',
];
