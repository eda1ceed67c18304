/**
 * Daily challenges (PRODUCT_RULES.md 5). Progress is counted by the server from the user's own
 * actions and resets at midnight New York time; each pays ECONOMY.challengeReward once per day.
 * The first two are the ones Home shows.
 */
export type ChallengeEvent = 'care' | 'feed' | 'game_win' | 'swipe';

export interface ChallengeDefinition {
  id: string;
  name: string;
  description: string;
  event: ChallengeEvent;
  count: number;
  icon: string;
}

export const DAILY_CHALLENGES: readonly ChallengeDefinition[] = [
  {
    id: 'daily-caretaker',
    name: 'Daily Caretaker',
    description: 'Do any 5 care actions with your pet',
    event: 'care',
    count: 5,
    icon: '🧺',
  },
  {
    id: 'well-fed',
    name: 'Well Fed',
    description: 'Feed your pet 3 times',
    event: 'feed',
    count: 3,
    icon: '🍖',
  },
  {
    id: 'game-time',
    name: 'Game Time',
    description: 'Win 1 emoji match game',
    event: 'game_win',
    count: 1,
    icon: '🎮',
  },
  {
    id: 'social-butterfly',
    name: 'Social Butterfly',
    description: 'Swipe on 10 profiles',
    event: 'swipe',
    count: 10,
    icon: '🦋',
  },
];
