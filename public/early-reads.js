// Home's three reads, sent as soon as this small script has loaded instead of once the app's
// modules have: they then arrive while the app still downloads. api-client.ts takes each answer
// once (takeEarlyRead). Only for a stored session on /home; the keys and addresses are those of
// STORAGE_KEYS and Home's queries (prefetch-home.test.ts checks them). Home's first render
// needs no Intl (rules/day.ts newYorkHour, shared/format.ts), so nothing warms ICU up here.
// This script is async: when it runs after the app's first read (api-client.ts then leaves
// __petmatchEarlyReads null), the app is already reading and it sends nothing.
(function () {
  try {
    if (globalThis.__petmatchEarlyReads !== undefined) return;
    var token = localStorage.getItem('authToken');
    if (!token || !localStorage.getItem('user') || location.pathname !== '/home') return;
    // Offline they could only fail, and the app would take that failure once it is back online.
    if (!navigator.onLine) return;
    var reads = {};
    ['/api/user/profile', '/api/pets/active', '/api/challenges'].forEach(function (url) {
      reads[url] = fetch(url, {
        credentials: 'include',
        headers: { Authorization: 'Bearer ' + token },
      });
      // Handled by whoever takes it; unclaimed, a failure is not an error to report.
      reads[url].catch(function () {});
    });
    globalThis.__petmatchEarlyReads = reads;
  } catch {
    /* storage unavailable: the app reads as usual */
  }
})();
