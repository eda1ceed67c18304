// Runs before the app's modules (a deferred classic script ahead of them in <head>): zod compiles
// its object parsers with `new Function`, and merely probing for that is reported as a
// Content-Security-Policy violation under the app's policy (script-src 'self', no 'unsafe-eval').
// zod reads this global when it loads, so it has to be set before any module imports zod
// (docs/security.md).
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
