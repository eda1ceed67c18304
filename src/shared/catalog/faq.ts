/**
 * The Help screen's FAQ (spec section 2 "Help"). Every number an answer states is interpolated
 * from constants.ts or a catalogue, never typed, so the help can never contradict the game;
 * faq.test.ts checks that every number in the text is one of them.
 */
import {
  ACCOUNT,
  APP_NAME,
  CARE,
  CARE_EFFECTS,
  DATING,
  DAY_NIGHT,
  DEFAULT_PREFERENCES,
  ECONOMY,
  FULL_STAT_FOR_ACTION,
  GAME,
  LOGIN_LIMITS,
  MESSAGES,
  MOOD,
  NOTIFICATIONS,
  PER_HOUR,
  PET_NAME_MAX,
  PHOTO_MAX_MB,
  PHOTOS,
  POLLING,
  STAT_MAX,
  STAT_MIN,
} from '../constants';
import { UPLOAD_MIME_TYPES } from '../schemas/photos';
import { DAILY_CHALLENGES } from './challenges';
import { ONBOARDING_PET_TYPES, PET_TYPES } from './pets';
import { formatCount } from '../format';

export const FAQ_CATEGORIES = [
  { id: 'getting-started', name: 'Getting Started' },
  { id: 'pet-care', name: 'Pet Care' },
  { id: 'dating-matching', name: 'Dating & Matching' },
  { id: 'coins-shop', name: 'Coins & Shop' },
  { id: 'account-profile', name: 'Account & Profile' },
  { id: 'technical-issues', name: 'Technical Issues' },
  { id: 'safety-community', name: 'Safety & Community' },
  { id: 'game-mechanics', name: 'Game Mechanics' },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];
export type FaqCategoryName = (typeof FAQ_CATEGORIES)[number]['name'];

export interface FaqEntry {
  id: string;
  category: FaqCategoryName;
  question: string;
  answer: string;
}

/** 2000 -> '2,000', the way the app shows prices. */
const n = formatCount;
const seconds = (ms: number) => ms / 1000;
const list = (items: readonly string[]) =>
  items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const onboardingPets = list(ONBOARDING_PET_TYPES);
const allPets = list(PET_TYPES);
const dailyCoins = ECONOMY.challengeReward * ECONOMY.challengesShownOnHome;
const [ageFrom, ageTo] = DEFAULT_PREFERENCES.ageRange;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const challengeList = DAILY_CHALLENGES.map((c) => `${c.name} (${c.description.toLowerCase()})`);
const { feed, play, groom, train } = CARE_EFFECTS;
const FORMAT_LABEL: Record<string, string> = { jpeg: 'JPG', webp: 'WebP' };
const photoFormats = list(
  UPLOAD_MIME_TYPES.map((t) => {
    const sub = t.slice('image/'.length);
    return FORMAT_LABEL[sub] ?? sub.toUpperCase();
  }),
);

const entries: Record<FaqCategoryName, { id: string; question: string; answer: string }[]> = {
  'Getting Started': [
    {
      id: 'what-is-petmatch',
      question: `What is ${APP_NAME}?`,
      answer: `${APP_NAME} is a dating app for adults (${ACCOUNT.minAge}+) built around a virtual pet. Instead of endless swiping on photos, you raise a pet, play a memory game and meet people whose care habits and play style fit yours. It is free to play, with no subscription fees.`,
    },
    {
      id: 'how-to-sign-up',
      question: 'How do I create an account?',
      answer: `Tap Get Started and follow the sign-up wizard: your display name and age, then your gender, sexual preference, city and up to ${PHOTOS.maxPerUser} optional photos, then your first pet, and finally your email, username and a password of at least ${ACCOUNT.passwordMinLength} characters. Every new account starts with a welcome bonus of ${ACCOUNT.welcomeBonus} coins.`,
    },
    {
      id: 'first-pet',
      question: 'How do I get my first pet?',
      answer: `When you sign up you choose a ${onboardingPets}, pick its look and give it a name of up to ${PET_NAME_MAX} characters. Your first pet is free and becomes your active pet straight away.`,
    },
    {
      id: 'is-it-free',
      question: `Is ${APP_NAME} really free?`,
      answer: `Yes. Everything in the app is paid for with coins you earn by playing: caring for your pet, daily challenges, levelling up and new matches. The Premium plans in the shop are marked Coming Soon and cannot be bought, so nothing costs real money.`,
    },
    {
      id: 'daily-routine',
      question: 'What should I do each day?',
      answer: `Open Home to check on your pet, do a few care actions and finish the ${ECONOMY.challengesShownOnHome} daily challenges shown there (${ECONOMY.challengeReward} coins each, so ${dailyCoins} coins a day). Then swipe through the people on Dating and reply to your messages.`,
    },
  ],
  'Pet Care': [
    {
      id: 'care-actions',
      question: 'What do Feed, Play, Groom and Train do?',
      answer: `Feed: hunger +${feed.amount}. Play: happiness +${play.amount} and +${play.coins} coins. Groom: health +${groom.amount} and +${groom.coins} coins. Train: health +${train.amount}. Every action costs ${CARE.energyCost} energy and gives ${CARE.xpPerAction} XP. Stats run from ${STAT_MIN} to ${STAT_MAX}.`,
    },
    {
      id: 'energy',
      question: 'How much energy does an action need?',
      answer: `Every care action needs and uses ${CARE.energyCost} energy. When your pet has less than ${CARE.energyCost} energy it is too tired to act and you will see Not Enough Energy! Energy comes back by itself at ${PER_HOUR.energyRegen} per hour (up to ${STAT_MAX}), or straight away with an energy boost from the shop.`,
    },
    {
      id: 'stats-decay',
      question: "Why do my pet's stats go down over time?",
      answer: `Pets get hungry and bored. The hunger bar shows how full your pet is: it drops by ${PER_HOUR.hungerDecay} per hour, and happiness drops by ${PER_HOUR.happinessDecay} per hour. Health only drops (by ${PER_HOUR.healthDecayWhileHungry} per hour) while hunger is below ${PER_HOUR.hungryBelow}, so keep your pet fed. Stats never go below ${STAT_MIN} and a pet never dies.`,
    },
    {
      id: 'moods',
      question: 'What do the happy, sad and sleeping moods mean?',
      answer: `Your pet is sleeping when its energy is below ${MOOD.sleepingBelowEnergy}. Otherwise it is happy when happiness is at least ${MOOD.happyAtHappiness} and either hunger or health is at least ${MOOD.happyNeedsHungerOrHealth}; if not, it is sad. Feed it, play with it and let it rest to cheer it up.`,
    },
    {
      id: 'stat-already-full',
      question: "What does 'Stat Already Full!' mean?",
      answer: `The stat an action looks after is already at ${STAT_MAX}: ${FULL_STAT_FOR_ACTION.feed} for Feed, ${FULL_STAT_FOR_ACTION.groom} for Groom and ${FULL_STAT_FOR_ACTION.train} for Train. Tap Do It Anyway! if you still want the XP (Groom also pays its ${CARE_EFFECTS.groom.coins} coins); the action uses energy as usual. Play never asks: it opens the emoji game.`,
    },
    {
      id: 'low-energy-notification',
      question: 'Why did I get a low energy notification?',
      answer: `When a care action leaves your active pet with less than ${CARE.lowEnergyThreshold} energy you get one notification, and no more until its energy has been ${CARE.lowEnergyThreshold} or above again. Tap it to visit the shop, or simply let your pet rest.`,
    },
    {
      id: 'activity-history',
      question: 'Where can I see what I did with my pet?',
      answer: `Open My Pet and choose the Activity tab. It lists your latest ${CARE.activityListSize} interactions with the time and what each one changed.`,
    },
    {
      id: 'rename-pet',
      question: 'Can I rename my pet?',
      answer: `Yes. Go to My Pet, open Manage and choose Customize Pet. A name can be up to ${PET_NAME_MAX} characters and cannot be blank. Type, variant and personality stay as they are.`,
    },
  ],
  'Dating & Matching': [
    {
      id: 'how-matching-works',
      question: 'How does matching work?',
      answer: `Your deck (up to ${DATING.deckSize} people at a time) only shows people who fit both ways: each fits the other's gender preference and age range, they are within your distance, their pet fits your pet preference and, if Show Only Active Pets is on, they cared for a pet in the last ${DATING.activePetWithinDays} days. People who super-liked you come first, then the most compatible.`,
    },
    {
      id: 'compatibility-hearts',
      question: 'What do the hearts on a profile mean?',
      answer: `They show your compatibility from 1 to ${DATING.heartsMax} hearts. It is worked out from play style, not looks: the mix of care actions you both choose, the hours of the day you play, your emoji game speed and accuracy, your pet types and your pet levels.`,
    },
    {
      id: 'swipe-and-super-like',
      question: 'How do I like, pass or super like someone?',
      answer: `Use the buttons under the card, or drag the card more than ${DATING.swipeThresholdPx} pixels: right to like, left to pass. A super like puts you on their Wants to Meet list and sends them a notification. You can send ${DATING.superLikesPerDay} super likes a day while Super Likes are turned on in your preferences; the number on the star shows how many you have left today. Tap the right or left half of a card to see their other photos, or a photo on their profile to see it whole. There is no undo: every swipe is final, and someone you pass or like does not come back to your deck.`,
    },
    {
      id: 'getting-a-match',
      question: 'When do we match?',
      answer: `When you both like (or super like) each other, it's a match! You both get a notification and +${ECONOMY.newMatchCoins} coins, and you can start chatting straight away. Your ${DATING.recentMatchesShown} most recent matches appear at the top of the Dating screen.`,
    },
    {
      id: 'wants-to-meet',
      question: 'Where do I find the people who liked me (Wants to Meet)?',
      answer: `Tap Wants to Meet at the top of the Dating screen or in the More menu to see them; the number on it counts who is waiting. It lists the people who liked or super liked you before you swiped on them. Like Back to match right away, or Pass to hide that request for good.`,
    },
    {
      id: 'dating-preferences',
      question: 'How do I change who I see?',
      answer: `Open your dating preferences from the Dating screen, or with Edit Preferences on your Profile. You can set an age range between ${DATING.ageSliderMin} and ${DATING.ageSliderMax}, a distance of ${DATING.distanceMin} to ${DATING.distanceMax} miles (in steps of ${DATING.distanceStep}), gender, sexual preference and pet type. New accounts start with ages ${ageFrom}-${ageTo} within ${DEFAULT_PREFERENCES.distance} miles and any pet.`,
    },
    {
      id: 'unmatch',
      question: 'How do I unmatch someone?',
      answer: `Open My Matches (See all, above your recent matches on the Dating screen, or My Matches in the More menu), tap the ✕ on their card and confirm with Dismiss to remove the match. It ends for both of you: it leaves both match lists, the chat closes so neither of you can message the other, and you will not meet again in the deck. Blocking ends the match too, and also hides you from each other.`,
    },
    {
      id: 'messaging',
      question: 'How do I message someone?',
      answer: `Only your matches can be messaged: tap Send Message when you match, their photo under Recent matches on the Dating screen, Message on their card in My Matches, or their chat in Messages. A message can be up to ${n(MESSAGES.maxLength)} characters; Enter sends it and Shift+Enter starts a new line. Under your messages, Sent turns to Read once they have opened the chat, and while they are typing to you, you see three dots (never what they type). To show you like a message of theirs, tap the heart beside it or double-tap it: they see a heart on their message, and another tap takes it off. A message you started and did not send waits in its chat as an unsent draft, marked Draft on your messages list, until you send or erase it; signing out clears drafts. A message you send while offline shows Waiting for connection and goes out by itself once you are back online, even if the app closed meanwhile, and it arrives only once. If either of you ends the match, the conversation closes for both.`,
    },
    {
      id: 'cannot-message',
      question: "Why can't I message someone?",
      answer: `You can message your matches only: a chat opens once you have both liked each other (a super like counts as a like). If a chat says This conversation is closed, the match has ended: one of you ended it or blocked the other, and neither of you can write there any more. A message you send while offline shows Waiting for connection and goes out by itself once you are back online.`,
    },
    {
      id: 'closed-chat',
      question: 'Why does a chat say This conversation is closed?',
      answer: `The match between you has ended: one of you dismissed it in My Matches or blocked the other. A closed chat stays closed for both of you: neither of you can write there or read its messages any more, it leaves your messages list, and you will not meet again in the deck. No notification is sent when a match ends, so an open chat is often where you find out.`,
    },
    {
      id: 'older-messages',
      question: 'How do I see older messages in a chat?',
      answer: `Your old messages, the whole chat history, are kept while the match lasts. A chat opens with your latest ${MESSAGES.threadLimit}; scroll to the top and tap Load earlier messages to see the ${MESSAGES.threadLimit} before them, again and again, back to your very first message.`,
    },
  ],
  'Coins & Shop': [
    {
      id: 'earning-coins',
      question: 'How do I earn coins?',
      answer: `You start with ${ACCOUNT.welcomeBonus} coins. After that: +${play.coins} for each Play, +${groom.coins} for each Groom, +${CARE.levelUpCoins} every time your pet levels up, +${ECONOMY.challengeReward} for each daily challenge and +${ECONOMY.newMatchCoins} for each new match.`,
    },
    {
      id: 'daily-challenges',
      question: 'What are daily challenges?',
      answer: `Small goals that reset every day at midnight New York time: ${challengeList.join(', ')}. Each pays ${ECONOMY.challengeReward} coins once a day, automatically, as soon as it is done. Home shows ${ECONOMY.challengesShownOnHome} of them.`,
    },
    {
      id: 'shop-items',
      question: 'What can I buy in the shop?',
      answer: `Energy boosts restore your active pet's energy at once. Food goes to your inventory and fills your pet's hunger without costing energy. Accessories such as bows, hats and crowns can be put on a pet and show on Home and on your dating card. Pet eggs hatch a brand new pet.`,
    },
    {
      id: 'adoption-cost',
      question: 'How much does it cost to adopt another pet?',
      answer: `Your first pet is free; every further adoption costs ${n(ECONOMY.adoptionCost)} coins. Go to My Pet, open Manage and choose Adopt New Pet to browse every ${allPets} with its breed info.`,
    },
    {
      id: 'cannot-buy',
      question: 'Why is the Buy button greyed out?',
      answer: `You need at least the item's price in coins. Check your balance on the coin banner and earn more through care, challenges and matches; the price is only charged when you confirm. An accessory's Buy also waits until the shop knows which accessories you already own.`,
    },
    {
      id: 'coin-history',
      question: 'Where can I see where my coins went?',
      answer: `Tap your coin balance to open My Bank. Every coin you earn or spend is listed there with its description, date and amount, and your balance always equals what you earned minus what you spent.`,
    },
  ],
  'Account & Profile': [
    {
      id: 'edit-profile',
      question: 'How do I change my profile?',
      answer: `Open Profile and tap Edit Profile to change your display name, age, city, gender, sexual preference and bio (up to ${ACCOUNT.bioMaxLength} characters). Gender and sexual preference can also be changed right on the Profile screen. Moved to another city? Change it there, and Dating shows the people near your new home.`,
    },
    {
      id: 'photos',
      question: 'How many photos can I add, and which is my main one?',
      answer: `Up to ${PHOTOS.maxPerUser} photos, each an image file (${photoFormats}) of at most ${PHOTO_MAX_MB} MB. People see your main photo first, which is your first photo. To change it, open Edit Profile and tap the star on another photo. To add a new photo when you already have ${PHOTOS.maxPerUser}, delete one first.`,
    },
    {
      id: 'public-profile',
      question: 'What can other people see about me?',
      answer: `Your display name, age, bio, gender, city and state, photos, emoji game wins and a summary of your active pet. Your email, exact location, coins and dating preferences are never shown to anyone else.`,
    },
    {
      id: 'multiple-pets-profile',
      question: 'Which pet appears on my dating profile?',
      answer: `Your active pet. Only the active pet can be fed, played with, groomed or trained, and you can switch at any time from My Pet, Manage, Switch Pet. Higher-level pets attract more matches.`,
    },
    {
      id: 'forgot-password',
      question: 'I forgot my password. What can I do?',
      answer: `Password reset is not available yet; it is coming soon. Until then, keep your password somewhere safe. You stay signed in on your device for up to ${ACCOUNT.sessionDays} days unless you log out.`,
    },
    {
      id: 'change-password',
      question: 'How do I change my password?',
      answer: `Open Profile, tap Edit Profile and, under Account, Change Password. Type your current password and a new one of at least ${ACCOUNT.passwordMinLength} characters. Every other device signed in to your account is signed out; the one you use stays signed in.`,
    },
    {
      id: 'log-out',
      question: 'How do I log out?',
      answer: `Open More and tap Logout. This signs you off on our server as well as on your device, so nobody can reuse your session.`,
    },
    {
      id: 'my-data',
      question: 'Can I get a copy of my data?',
      answer: `Yes. Open Profile, tap Edit Profile and, under Account, Download My Data. You get one file with your account, photos, pets and their care, games, coins, items, swipes, matches, messages, notifications, blocks and reports.`,
    },
    {
      id: 'delete-account',
      question: 'How do I delete my account?',
      answer: `Open Profile, tap Edit Profile and, at the bottom, Delete Account, then type your password. Your profile, photos, pets, coins, swipes, matches and messages are removed for good and cannot be brought back; your matches no longer see you or your conversations. Reports you made about others are kept, without your name, so they still count.`,
    },
  ],
  'Technical Issues': [
    {
      id: 'not-updating',
      question: "Why don't I see new messages or notifications?",
      answer: `New messages, matches and notifications arrive live while you are online. If your connection drops, the app checks again on its own: an open chat every ${seconds(POLLING.chatMs)} seconds and the notification badge every ${seconds(POLLING.unreadCountMs)} seconds. Reloading the page always fetches the latest.`,
    },
    {
      id: 'something-went-wrong',
      question: 'A screen says "Something went wrong". What do I do?',
      answer: `It means the app could not reach ${APP_NAME} to load that screen or part of it. Nothing of yours is lost, and what a screen already showed stays up. Check your connection and tap Try Again. With no connection at all, screens wait and load by themselves once you are back online.`,
    },
    {
      id: 'upload-failed',
      question: 'Why did my photo upload fail?',
      answer: `Photos must be image files (${photoFormats}) no larger than ${PHOTO_MAX_MB} MB, and you can have at most ${PHOTOS.maxPerUser}. Files that only pretend to be images are refused.`,
    },
    {
      id: 'login-failed',
      question: "I can't sign in. What's wrong?",
      answer: `Check your email and password: for your safety we never say which of the two was wrong. After ${LOGIN_LIMITS.perAccount} failed attempts an account is locked for up to ${LOGIN_LIMITS.windowMinutes} minutes; wait and try again.`,
    },
    {
      id: 'devices',
      question: 'Which devices does Petmatch work on?',
      answer: `${APP_NAME} is a web app made for phones first. It runs in any modern browser on a phone, tablet or computer, with nothing to install.`,
    },
    {
      id: 'notifications-paging',
      question: 'Where are my older notifications?',
      answer: `The Notifications screen shows ${NOTIFICATIONS.pageSize} at a time, newest first. Older ones appear when you tap Load more at the bottom of the list.`,
    },
    {
      id: 'notification-settings',
      question: 'Can I turn notifications off?',
      answer: `There is nothing to mute, stop or switch off: ${APP_NAME} sends no emails and no push notifications to your phone. Its notifications (a new match, a message, someone who wants to meet you, a tired pet) wait on the Notifications screen, and the bell shows a red dot while any is unread. Tap one to open what it is about, or Mark all read to clear the dot.`,
    },
    {
      id: 'page-not-found',
      question: 'I see a page that says it could not be found.',
      answer: `Settings, Achievements and Friends are listed in the More menu but are not ready yet, so they show the not-found page. Tap Back to Home there to return.`,
    },
  ],
  'Safety & Community': [
    {
      id: 'adults-only',
      question: `Who can join ${APP_NAME}, and from what age?`,
      answer: `Adults only: the minimum age is ${ACCOUNT.minAge}. The age you enter when you sign up is checked by our server, not just by the app.`,
    },
    {
      id: 'content-rules',
      question: 'What content is not allowed?',
      answer: `No nudity, anywhere: photos that break this rule lead to a profile ban. Harassment, spam, scams and fake profiles are not allowed either. Be kind: everyone here is looking for a real connection.`,
    },
    {
      id: 'block-report',
      question: 'How do I block or report someone?',
      answer: `Open their profile or your chat with them and choose Block or Report. Blocking hides you from each other and ends any match. A report (with a reason and optional details) goes to our moderation team.`,
    },
    {
      id: 'location-privacy',
      question: 'Is my location private?',
      answer: `Yes. Your location is only a city you pick from a list; we never use GPS and never ask for a street address. Other people see your city and a distance rounded to ${DATING.distanceRoundTo} miles, and location data hidden inside photos is removed on upload.`,
    },
    {
      id: 'account-security',
      question: 'How is my account protected?',
      answer: `Passwords are hashed with a memory-hard algorithm (Argon2id) and are never stored in plain text. Sign-in tokens are stored only as hashes and expire after ${ACCOUNT.sessionDays} days, and logging out revokes them.`,
    },
    {
      id: 'meeting-safely',
      question: 'Any tips for meeting a match in person?',
      answer: `Chat in the app until you feel comfortable, meet in a public place, tell a friend where you are going and arrange your own travel. If anything feels wrong, block and report.`,
    },
  ],
  'Game Mechanics': [
    {
      id: 'levelling',
      question: 'How do levels and XP work?',
      answer: `Each care action gives ${CARE.xpPerAction} XP and every ${CARE.xpPerLevel} XP make a level; extra XP carries over to the next one. The maximum level is ${CARE.maxLevel}: there, care actions still work but give no more XP, and the XP bar shows Max Level.`,
    },
    {
      id: 'level-up-reward',
      question: 'What do I get for levelling up?',
      answer: `+${CARE.levelUpCoins} coins every time your pet gains a level, and a celebration on screen. Higher-level pets also attract more matches.`,
    },
    {
      id: 'emoji-game',
      question: 'How does the emoji match game work?',
      answer: `It is a memory game: tap Play on My Pet to start. Cards are laid out in a ${GAME.gridSize}×${GAME.gridSize} grid holding ${GAME.pairs} pairs of emoji. Turn two cards at a time: a pair stays face up, a mismatch turns back after ${seconds(GAME.judgeDelayMs)} second. Every two cards you turn count as one move.`,
    },
    {
      id: 'game-rewards',
      question: 'What does the emoji game give my pet?',
      answer: `Winning in ${GAME.perfectMaxMoves} moves or fewer is a perfect match: +${GAME.perfectHappiness} happiness. Any other finish is a good try: +${GAME.goodTryHappiness} happiness. This comes on top of the usual Play action (happiness +${play.amount}, +${play.coins} coins, ${CARE.xpPerAction} XP, ${CARE.energyCost} energy), and every win adds to your wins count.`,
    },
    {
      id: 'game-not-counted',
      question: "Why didn't my game count?",
      answer: `Results that are impossible are refused: fewer than ${GAME.minMoves} moves, more than ${GAME.maxMoves} moves, under ${GAME.minSeconds} seconds or longer than an hour. Your pet also needs ${CARE.energyCost} energy to play.`,
    },
    {
      id: 'day-night',
      question: 'Why does Home switch between day and night?',
      answer: `The scene follows New York time: day from ${hour(DAY_NIGHT.dayStartsHour)} to ${hour(DAY_NIGHT.nightStartsHour)}, night otherwise. Daily challenges also reset at midnight New York time.`,
    },
  ],
};

/** Every entry, in category order. */
export const FAQ: readonly FaqEntry[] = FAQ_CATEGORIES.flatMap(({ name }) =>
  entries[name].map((e) => ({ ...e, category: name })),
);
