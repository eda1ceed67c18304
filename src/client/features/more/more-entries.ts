import {
  Heart,
  HeartHandshake,
  Info,
  Landmark,
  LifeBuoy,
  MessageCircle,
  Settings,
  Store,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface MoreEntry {
  label: string;
  to: string;
  hint: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon tile. */
  tone: string;
}

/** Spec section 2 "More": every entry, grouped by what it is for. */
export const MORE_GROUPS: readonly { title: string; entries: readonly MoreEntry[] }[] = [
  {
    title: 'Dating',
    entries: [
      {
        label: 'My Matches',
        to: '/dating/matches',
        hint: 'People you both liked',
        icon: Heart,
        tone: 'bg-brand-50 text-brand-600',
      },
      {
        label: 'Wants to Meet',
        to: '/dating/wants-to-meet',
        hint: 'Who liked you',
        icon: HeartHandshake,
        tone: 'bg-brand-50 text-brand-600',
      },
      {
        label: 'My Messages',
        to: '/messages',
        hint: 'Chats with your matches',
        icon: MessageCircle,
        tone: 'bg-grape-50 text-grape-600',
      },
    ],
  },
  {
    title: 'Coins',
    entries: [
      {
        label: 'Shop',
        to: '/shop',
        hint: 'Energy, food and accessories',
        icon: Store,
        tone: 'bg-coin-100 text-coin-700',
      },
      {
        label: 'My Bank',
        to: '/my-bank',
        hint: 'Balance and transactions',
        icon: Landmark,
        tone: 'bg-coin-100 text-coin-700',
      },
    ],
  },
  {
    title: 'Account',
    entries: [
      {
        label: 'Settings',
        to: '/settings',
        hint: 'Account and app settings',
        icon: Settings,
        tone: 'bg-ink-100 text-ink-700',
      },
      {
        label: 'Achievements',
        to: '/achievements',
        hint: 'Badges you have earned',
        icon: Trophy,
        tone: 'bg-coin-100 text-coin-700',
      },
      {
        label: 'Friends',
        to: '/friends',
        hint: 'People you know on Petmatch',
        icon: Users,
        tone: 'bg-grape-50 text-grape-600',
      },
    ],
  },
  {
    title: 'Support',
    entries: [
      {
        label: 'Help & Support',
        to: '/help',
        hint: 'Answers to common questions',
        icon: LifeBuoy,
        tone: 'bg-sky-50 text-sky-600',
      },
      {
        label: 'About',
        to: '/about',
        hint: 'Our story and version',
        icon: Info,
        tone: 'bg-sky-50 text-sky-600',
      },
    ],
  },
];
