import { changeListeners } from './change-listeners';

/**
 * The session's data went (a sign-out, a sign-in, another account in another tab): what a feature
 * keeps in memory outside the query cache from what the account read goes with it.
 */
export const { emit: accountDataCleared, subscribe: onAccountDataCleared } = changeListeners();
