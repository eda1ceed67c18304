import {
  Coins,
  Gamepad2,
  Heart,
  PawPrint,
  Rocket,
  ShieldCheck,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { FaqCategoryId } from '../../../shared/catalog/faq';

/** How each FAQ category looks on the Help screen. */
export const CATEGORY_STYLE: Record<FaqCategoryId, { icon: LucideIcon; tile: string }> = {
  'getting-started': { icon: Rocket, tile: 'bg-brand-50 text-brand-600' },
  'pet-care': { icon: PawPrint, tile: 'bg-coin-100 text-coin-700' },
  'dating-matching': { icon: Heart, tile: 'bg-brand-100 text-brand-700' },
  'coins-shop': { icon: Coins, tile: 'bg-coin-100 text-coin-700' },
  'account-profile': { icon: UserRound, tile: 'bg-grape-100 text-grape-700' },
  'technical-issues': { icon: Wrench, tile: 'bg-sky-100 text-sky-700' },
  'safety-community': { icon: ShieldCheck, tile: 'bg-emerald-100 text-emerald-700' },
  'game-mechanics': { icon: Gamepad2, tile: 'bg-grape-100 text-grape-600' },
};

export const DEFAULT_OPEN_CATEGORY: FaqCategoryId = 'getting-started';
