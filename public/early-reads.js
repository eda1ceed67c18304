// Home's three reads, sent as soon as this small script has loaded instead of once the app's
// modules have: they then arrive while the app still downloads. api-client.ts takes each answer
// once (takeEarlyRead). Only for a stored session on /home; the keys, addresses and time zone
// are those of STORAGE_KEYS, Home's queries and DAY_NIGHT (prefetch-home.test.ts checks them).
(function () {
  try {
    var token = localStorage.getItem('authToken');
    if (!token || !localStorage.getItem('user') || location.pathname !== '/home') return;
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
    // The first Intl call loads ICU's locale and time-zone data (tens of ms on a phone), which
    // Home's day or night check (DAY_NIGHT.timeZone) and coin counts need: done while the app
    // downloads rather than inside Home's first render, in a task of its own so the reads
    // above go out first.
    setTimeout(function () {
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).format();
    }, 0);
  } catch {
    /* storage unavailable: the app reads as usual */
  }
})();
