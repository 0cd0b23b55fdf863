// <urim-game>'s code, which urim-elements.js imports once the first <urim-game> is
// in the document. It is a file at the package's root, beside urim-elements.js, so
// that the addresses its code makes from its own (package-url.js: the About and
// rules pages, one level up) are the package's wherever a site copies it. It adds
// the loaders of what only a game needs to the engine: the worker's front and the
// records module, beside it too.
import { provideEngine } from './game/engine.js';

/** The worker's front, loaded when a computer player first needs it (not on a first visit). */
const front = async () => (await import('urim/engine')).Engine;

/**
 * The records module (Game.fromRecord, record()), loaded when a record is first
 * opened or kept; its wasm is fetched with `signal`, as the page module's is.
 * @param {AbortSignal} [signal]
 */
const records = async (signal) => {
  const module = await import('urim/records');
  await module.default({ module_or_path: await fetch(new URL('./urim-records_bg.wasm', import.meta.url), { signal }) });
  return module;
};

// What only a game loads, added to the engine urim-elements.js provided, before any <urim-game> is defined.
provideEngine({ front, records });

export { UrimGame, UrimGame as default } from './elements/game-element.js';
