// The constants .ci/needs-server.mjs writes into page/needs-server.js when it builds
// pkg/needs-server.js: each language's `needsServer` text (a page opened from a
// file), and its `needsOwnOrigin` text (a frame sandboxed without
// allow-same-origin), by language code.
declare const NEEDS_SERVER_WORDS: Record<string, string>;
declare const NEEDS_ORIGIN_WORDS: Record<string, string>;
