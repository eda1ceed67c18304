// Runs first on the landing document (landing.html), before anything is painted: spec section 2,
// "/, /login and /register are for logged-out visitors only; a logged-in user is sent to /home".
// A stored token plus a stored user record is a session (STORAGE_KEYS in src/shared/constants.ts);
// the app validates both and sends a bad record on to /login.
try {
  if (localStorage.getItem('authToken') && localStorage.getItem('user')) {
    location.replace('/home');
  }
} catch {
  /* storage unavailable: nobody is signed in */
}
