import type { PetMood, PetType } from '../../../../shared/catalog/pets';
import type { CareAction } from '../../../../shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Adopted today' / 'Adopted 1 day ago' / 'Adopted N days ago', from the pet's createdAt. */
export function adoptedLabel(createdAt: string, now: Date): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 'Adopted today';
  const days = Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
  if (days === 0) return 'Adopted today';
  return days === 1 ? 'Adopted 1 day ago' : `Adopted ${days} days ago`;
}

export const TYPE_LABEL: Record<PetType, string> = {
  dragon: 'Dragon',
  cat: 'Cat',
  dog: 'Dog',
  phoenix: 'Phoenix',
  bird: 'Bird',
  fish: 'Fish',
};

export const MOOD_INFO: Record<PetMood, { label: string; emoji: string }> = {
  happy: { label: 'Happy', emoji: '😊' },
  sad: { label: 'Sad', emoji: '😢' },
  sleeping: { label: 'Sleeping', emoji: '😴' },
};

export const ACTION_LABEL: Record<CareAction, string> = {
  feed: 'Feed',
  play: 'Play',
  groom: 'Groom',
  train: 'Train',
};

export function actionLabel(action: string): string {
  return ACTION_LABEL[action as CareAction] ?? action.charAt(0).toUpperCase() + action.slice(1);
}

/** 'Just now', 'N min ago', 'Nh ago', then a short date and time. */
export function activityTimeLabel(createdAt: string, now: Date): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return 'Unknown time';
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  return new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
