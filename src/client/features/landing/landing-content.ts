import {
  Gamepad2,
  HeartHandshake,
  MessageCircleHeart,
  PawPrint,
  Sparkles,
  UserRound,
  Users,
  Fingerprint,
  Heart,
  type LucideIcon,
} from 'lucide-react';
import type { OnboardingPetType, PetType } from '../../../shared/catalog/pets';
import { ONBOARDING_CATALOG } from '../../../shared/catalog/pets';
import { PHOTOS } from '../../../shared/constants';

/** The element around the header: the one part of the landing document that is hydrated. */
export const LANDING_HEADER_ID = 'landing-header';

/** The header anchors of spec section 2 "Landing", in page order. */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'get-started', label: 'Get Started' },
] as const;

export const LANDING_SECTION_IDS = LANDING_SECTIONS.map((s) => s.id);

export interface LandingFeature {
  title: string;
  body: string;
  icon: LucideIcon;
  pet: { type: PetType; variant: string };
  /** Tailwind classes for the illustration's backdrop. */
  tint: string;
}

export const LANDING_FEATURES: readonly LandingFeature[] = [
  {
    title: 'Smart Pet-Based Matching',
    body: 'Petmatch learns your personality from how you care for your pet and how you play, then suggests people who fit you both ways.',
    icon: Sparkles,
    pet: { type: 'dragon', variant: 'water' },
    tint: 'from-brand-100 to-coin-100',
  },
  {
    title: 'Natural Connection Building',
    body: 'Start with something real to talk about: your pets, your game scores, your daily streaks. No more chats that stall at "hey".',
    icon: MessageCircleHeart,
    pet: { type: 'cat', variant: 'calico' },
    tint: 'from-grape-100 to-brand-50',
  },
  {
    title: 'Fun Over Frustration',
    body: 'Feed, play, groom and train, beat the emoji memory game and earn coins. Even a quiet day of dating is a great day for your pet.',
    icon: Gamepad2,
    pet: { type: 'dog', variant: 'corgi' },
    tint: 'from-coin-100 to-grape-50',
  },
  {
    title: 'Authentic Personality Discovery',
    body: 'Care habits and play style say more than a perfect selfie. Get a feel for who someone really is before you say hello.',
    icon: Fingerprint,
    pet: { type: 'phoenix', variant: 'cosmic' },
    tint: 'from-grape-100 to-sky-100',
  },
];

const petNames = (Object.keys(ONBOARDING_CATALOG) as OnboardingPetType[])
  .map((t) => ONBOARDING_CATALOG[t].label.toLowerCase())
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

export interface LandingStep {
  title: string;
  body: string;
  icon: LucideIcon;
}

export const LANDING_STEPS: readonly LandingStep[] = [
  {
    title: 'Set Up Your Profile',
    body: `Tell us your name, age and city, and add up to ${PHOTOS.maxPerUser} photos if you like.`,
    icon: UserRound,
  },
  {
    title: 'Adopt & Customize a Pet',
    body: `Choose a ${petNames}, pick its look and give it a name. Your first pet is free.`,
    icon: PawPrint,
  },
  {
    title: 'Care & Bond',
    body: 'Feed, play, groom and train. Every bit of care earns experience and levels your pet up.',
    icon: Heart,
  },
  {
    title: 'Play Games While Dating',
    body: 'Flip emoji pairs in a quick memory game to cheer your pet up and earn coins between chats.',
    icon: Gamepad2,
  },
  {
    title: 'Meet Smart Matches',
    body: 'Swipe a deck of people picked for you by care style, play style and distance.',
    icon: Users,
  },
  {
    title: 'Build Meaningful Connections',
    body: "Like each other and it's a match. Start chatting and let your pets break the ice.",
    icon: HeartHandshake,
  },
];
