import {
  ACCOUNT,
  APP_NAME,
  LOGIN_LIMITS,
  MESSAGES,
  PHOTO_MAX_MB,
  PHOTOS,
} from '../../../shared/constants';
import { formatCount } from '../../../shared/format';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/**
 * What the registration box asks people to agree to. Every statement describes what the app
 * does (docs/rules.md), with the numbers taken from the shared constants, so it cannot drift.
 */
export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  intro: `These terms are the rules for using ${APP_NAME}. By creating an account you agree to them.`,
  sections: [
    {
      heading: 'Who can join',
      paragraphs: [
        `${APP_NAME} is for adults: you must be ${ACCOUNT.minAge} or older. Give your real age and keep one account for yourself.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        `Keep your password to yourself. You stay signed in on a device for up to ${ACCOUNT.sessionDays} days unless you log out from More. After ${LOGIN_LIMITS.perAccount} wrong passwords in a row, signing in to the account pauses for up to ${LOGIN_LIMITS.windowMinutes} minutes.`,
        'You can delete your account at any time: Profile, Edit Profile, Delete Account.',
      ],
    },
    {
      heading: 'Be kind and be real',
      paragraphs: [
        'No harassment, hate, threats, scams or spam, and no pretending to be someone else.',
        `No nudity. Photos that break this rule lead to a profile ban. Upload only photos you have the right to share, up to ${PHOTOS.maxPerUser} of at most ${PHOTO_MAX_MB} MB each.`,
        'If someone makes you uncomfortable, block them or report them from their profile or your chat. Reports are private.',
      ],
    },
    {
      heading: 'Coins, pets and items',
      paragraphs: [
        'Coins are earned by playing: caring for your pet, daily challenges, levelling up and new matches. They cannot be bought with money, have no cash value and cannot be exchanged or refunded. Pets and items bought with coins are part of the game, not property.',
        'Coins, pets and items go with your account if you delete it.',
      ],
    },
    {
      heading: 'What you share',
      paragraphs: [
        `Your photos, bio and messages stay yours. You let ${APP_NAME} store them and show them as the app does: your profile to other members, a message (up to ${formatCount(MESSAGES.maxLength)} characters) to the match you send it to.`,
      ],
    },
    {
      heading: 'Meeting in person',
      paragraphs: [
        `${APP_NAME} does not check who people are. Take your time, meet in a public place for the first time, and tell a friend where you will be.`,
      ],
    },
    {
      heading: 'When the rules are broken',
      paragraphs: [
        'Accounts that break these terms can be banned. You can stop using the app and delete your account whenever you like.',
      ],
    },
  ],
};

/** What is stored about a member and who sees it (PRODUCT_RULES.md 7, docs/security.md). */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  intro: `What ${APP_NAME} keeps about you, who can see it, and how to remove it.`,
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your account: email, username and password. The password is kept only as an argon2id hash, never as you typed it.',
        'Your profile: display name, age, gender, sexual preference, city and state, bio, photos and dating preferences.',
        'What you do in the app: your pets and their care, game results, coins and what you spent them on, your swipes, matches, messages, notifications and the reports you make.',
      ],
    },
    {
      heading: 'Who sees what',
      paragraphs: [
        'Other members see your public profile only: display name, age, bio, gender, city and state, photos, emoji game wins and a summary of your active pet.',
        'Your email, exact location, coins and dating preferences are never shown to anyone else. A message is seen only by you and the match you sent it to.',
      ],
    },
    {
      heading: 'Location',
      paragraphs: [
        'We never ask for your device location. You pick a city, and distances are measured between cities.',
      ],
    },
    {
      heading: 'Photos',
      paragraphs: [
        'Every photo is re-encoded when you upload it, which removes its hidden metadata, GPS position included, and a small copy is made for lists.',
      ],
    },
    {
      heading: 'How it is used',
      paragraphs: [
        'To run the app: to show you people nearby who fit your preferences, rank them by how you both care for your pets and play, keep your pet and coins, and deliver messages and notifications. There are no ads and no third-party trackers.',
      ],
    },
    {
      heading: 'On your device',
      paragraphs: [
        `Your session is kept in your browser's storage and ends after ${ACCOUNT.sessionDays} days or when you log out; the server keeps only a fingerprint of it. While you sign up, your answers (never your password) and photos are kept in your browser until you finish; the photos of a sign-up left unfinished are removed a day after its tab was closed.`,
      ],
    },
    {
      heading: 'A copy of your data',
      paragraphs: [
        'Profile, Edit Profile, Download My Data saves everything above as one file, whenever you like. Other people appear in it only by their id, and your matches by their display name.',
      ],
    },
    {
      heading: 'Deleting your data',
      paragraphs: [
        'Profile, Edit Profile, Delete Account removes your account and everything above from the app at once: profile, photos, pets, coins, swipes, matches, messages and notifications. Your matches no longer see you or your conversations.',
        'Reports you made about other people are kept without your name or id, so that a report about someone who broke these rules still counts after you leave.',
      ],
    },
  ],
};
