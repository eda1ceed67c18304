/**
 * Every number of PRODUCT_RULES.md, once. Server, client, help text and tests import from here,
 * so the game can never contradict its own help screen.
 */

export const APP_NAME = 'Petmatch';
export const APP_VERSION = '1.0.0';

export const ACCOUNT = {
  minAge: 18,
  maxAge: 100,
  passwordMinLength: 6,
  displayNameMaxLength: 50,
  usernameMaxLength: 30,
  emailMaxLength: 254,
  passwordMaxLength: 200,
  bioMaxLength: 300,
  welcomeBonus: 100,
  sessionDays: 30,
} as const;

export const LOGIN_LIMITS = {
  /** Failed attempts allowed per account inside the window before 429. */
  perAccount: 10,
  /** Attempts (failed or not) allowed per IP inside the window before 429. */
  perIp: 30,
  windowMinutes: 15,
} as const;

export const STAT_MIN = 0;
export const STAT_MAX = 100;

export const CARE = {
  energyCost: 5,
  xpPerAction: 2,
  xpPerLevel: 100,
  maxLevel: 100,
  levelUpCoins: 100,
  lowEnergyThreshold: 20,
  activityListSize: 25,
} as const;

export type CareAction = 'feed' | 'play' | 'groom' | 'train';

/** The effects table of spec section 9 (energy and XP are the same for every action). */
export const CARE_EFFECTS: Record<
  CareAction,
  { stat: 'hunger' | 'happiness' | 'health'; amount: number; coins: number }
> = {
  feed: { stat: 'hunger', amount: 10, coins: 0 },
  play: { stat: 'happiness', amount: 10, coins: 5 },
  groom: { stat: 'health', amount: 5, coins: 5 },
  train: { stat: 'health', amount: 5, coins: 0 },
};

/** Which stat the 'Stat Already Full!' check looks at (spec section 4). */
export const FULL_STAT_FOR_ACTION: Record<CareAction, 'hunger' | 'happiness' | 'health'> = {
  feed: 'hunger',
  play: 'happiness',
  train: 'happiness',
  groom: 'health',
};

/** Per-hour changes counted from timestamps; see docs/rules.md. */
export const PER_HOUR = {
  energyRegen: 5,
  hungerDecay: 2,
  happinessDecay: 1,
  healthDecayWhileHungry: 1,
  hungryBelow: 20,
} as const;

export const MOOD = {
  sleepingBelowEnergy: 20,
  happyAtHappiness: 50,
  happyNeedsHungerOrHealth: 50,
} as const;

export const DAY_NIGHT = {
  dayStartsHour: 6,
  nightStartsHour: 20,
  timeZone: 'America/New_York',
} as const;

export const ECONOMY = {
  adoptionCost: 2000,
  newMatchCoins: 25,
  challengeReward: 50,
  challengesShownOnHome: 2,
  premiumPrices: [4.99, 9.99],
} as const;

export const GAME = {
  pairs: 8,
  gridSize: 4,
  perfectMaxMoves: 12,
  perfectHappiness: 20,
  goodTryHappiness: 5,
  minMoves: 8,
  maxMoves: 500,
  minSeconds: 3,
  maxSeconds: 3600,
  judgeDelayMs: 1000,
  sendDelayMs: 500,
  returnDelayMs: 2000,
  emojiSetSize: 12,
} as const;

export const DATING = {
  deckSize: 20,
  /** Cards left on the deck screen when it asks for the next deck, in the background. */
  nextDeckAt: 3,
  superLikesPerDay: 3,
  swipeThresholdPx: 150,
  recentMatchesShown: 5,
  activePetWithinDays: 7,
  ageSliderMin: 18,
  ageSliderMax: 65,
  distanceMin: 5,
  distanceMax: 200,
  distanceStep: 5,
  distanceRoundTo: 5,
  heartsMax: 5,
} as const;

export const DEFAULT_PREFERENCES = {
  ageRange: [18, 35] as [number, number],
  distance: 50,
  petPreference: 'any',
  showOnlyActivePets: true,
  enableSuperLikes: true,
  genderPreference: 'any',
  sexualPreferenceFilter: 'any',
} as const;

export const MESSAGES = { maxLength: 2000, previewLength: 50, threadLimit: 200 } as const;

export const NOTIFICATIONS = { pageSize: 25, maxPageSize: 50 } as const;

export const PHOTOS = {
  maxPerUser: 5,
  gridSlots: 6,
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size limit against decompression bombs, checked before any pixel is decoded. */
  maxInputPixels: 40_000_000,
  /** Stored photos are scaled down to fit this square; thumbnails are this square. */
  maxEdgePx: 2048,
  thumbPx: 320,
} as const;

/** The photo size limit in the unit people read it in (help text, upload errors). */
export const PHOTO_MAX_MB = PHOTOS.maxBytes / (1024 * 1024);

export const PET_NAME_MAX = 20;

/** GET /api/transactions returns at most this many, newest first. */
export const BANK = { transactionListLimit: 200 } as const;

export const CHALLENGES = { resetTimeZone: 'America/New_York' } as const;

/** Client timings of spec section 9. */
export const TIMING = {
  gameNotificationMs: 3000,
  notificationBoxMs: 4000,
  levelUpDialogMs: 5000,
  animationMs: 2000,
  confettiMs: 3000,
  dayNightRecheckMs: 60_000,
  landingHighlightPx: 100,
  toastMs: 5000,
  /** After a pet item is bought, with more than one pet: wait before /pet-selection. */
  shopPetRedirectMs: 1000,
} as const;

/** Polling intervals of spec section 9. */
export const POLLING = {
  chatMs: 3000,
  unreadCountMs: 30_000,
  userProfileMs: 45_000,
  petMs: 5 * 60_000,
  matchesCacheMs: 5 * 60_000,
} as const;

/** The /api/ws socket: auth deadline, heartbeat, client reconnect backoff. */
export const REALTIME = {
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  maxPayloadBytes: 4096,
  reconnectMinMs: 1000,
  reconnectMaxMs: 30_000,
  /** Names the tab a change came from (shared/schemas/realtime.ts, `origin`). */
  tabHeader: 'x-petmatch-tab',
  /** While someone types in a chat, their tab says so at most this often. */
  typingSignalMs: 3000,
  /**
   * The other side shows "typing" this long after the last signal: more than one signal's gap,
   * so steady typing shows without a flicker, and short enough that a pause soon clears it.
   */
  typingShownMs: 5000,
} as const;

export const STORAGE_KEYS = { token: 'authToken', user: 'user' } as const;

/** The deck query and the dating lists (docs/rules.md "Dating"). */
export const DATING_QUERY = {
  /** Candidates the SQL filter hands to the in-memory compatibility ranking. */
  candidatePool: 200,
  /** Cards re-checked per round when a deck is served from the viewer's ranked queue. */
  serveBatch: 40,
  /** A ranked deck queue is searched again after this long (new people appear by then). */
  queueTtlMs: 5 * 60_000,
  /**
   * A short deck from a search that found everyone who qualified is searched again only after
   * this long: a newcomer shows within it, and reloading a short deck does not search each time.
   */
  shortQueueTtlMs: 30_000,
  /** People queued per server instance, across all viewers (17 bytes each; LRU beyond). */
  queueIdsPerInstance: 1_000_000,
  /**
   * A deck kept for repeat loads (dating/deck-memo.ts) is checked again after this long even when
   * nothing it knows of changed: the bound for a write made outside the app.
   */
  servedDeckMaxAgeMs: 30_000,
  /** Kept decks per server instance, as serialised bytes (~8 KB a deck; LRU beyond). */
  servedDeckBytesPerInstance: 32 * 1024 * 1024,
  /** Longest matches or wants-to-meet list one call returns. */
  listLimit: 200,
} as const;

/** Block and report (PRODUCT_RULES.md 3). */
export const REPORTS = { detailsMaxLength: 1000 } as const;

/** Compatibility hearts from play style: src/shared/rules/compatibility.ts, docs/rules.md. */
export const COMPATIBILITY = {
  windowDays: 30,
  /** A play style read from the database is reused this long by the instance that read it. */
  playStyleMaxAgeMs: 5 * 60_000,
  /** Play styles kept per server instance (~250 bytes each with the key; LRU beyond). */
  playStylesPerInstance: 20_000,
  weights: { care: 0.3, hours: 0.2, game: 0.25, pet: 0.1, level: 0.15 },
  /** Scores (0-1) at or above these earn 2, 3, 4 and 5 hearts; below the first, 1 heart. */
  heartThresholds: [0.45, 0.58, 0.66, 0.76],
  /** Level gap at which level similarity reaches 0. */
  levelGapForZero: 20,
  /** Game-time ratio at which speed similarity reaches 0. */
  speedRatioForZero: 4,
  /** Accuracy (pairs / moves) gap at which accuracy similarity reaches 0. */
  accuracyGapForZero: 0.5,
  /** Hour-of-day buckets (New York time) start at these hours: night, morning, afternoon, evening. */
  hourBucketStarts: [0, 6, 12, 18],
  /** What an unknown part (no activity, no games) counts as. */
  neutral: 0.5,
} as const;

/**
 * Rate limits (docs/security.md). The API as a whole per IP, and per signed-in user on the calls
 * a script could abuse; generous enough that no person reaches them by hand.
 */
export const RATE_LIMITS = {
  apiPerIpPerMinute: 600,
  messageSend: { max: 30, windowMinutes: 1 },
  /** Typing signals: one per REALTIME.typingSignalMs per chat, with room for a few open chats. */
  typingSignal: { max: 90, windowMinutes: 1 },
  /** Hearts put on and taken off messages: each one notifies the sender's open tabs. */
  messageHeart: { max: 60, windowMinutes: 1 },
  swipe: { max: 120, windowMinutes: 1 },
  photoUpload: { max: 20, windowMinutes: 60 },
  /** Download My Data: every row of the account in one answer. */
  dataExport: { max: 10, windowMinutes: 60 },
} as const;
