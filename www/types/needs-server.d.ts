// The constant .ci/needs-server.mjs writes into page/needs-server.js when it builds
// pkg/needs-server.js: each language's `needsServer` text, by language code.
declare const NEEDS_SERVER_WORDS: Record<string, string>;
