// The demo page: wires the rules engine (urim.js Game), the AI (urim-engine.js,
// thinking in a Web Worker) and the board view (board.js) together.
// URL parameters (see the README): ?lang=en|pt|fr|es, ?holes=6|7, ?opponent=0..5 (0: two
// players), ?steps=1|0 (captures step by step), ?position=<position string> (start
// from that position, e.g. to show a capture), ?nodes=N (a node budget for the
// computer, for tests and slow kiosks), ?offline=0 (no service worker: the page then
// needs the server each time it opens), ?idle=N (kiosks: a fresh game after N
// seconds without a touch).
import init, { Game, newGame } from './pkg/urim.js';
import { Engine } from './pkg/urim-engine.js';
import { BoardView } from './board.js';
import { LANGUAGES, pickLanguage, translator } from './i18n.js';

const lang = pickLanguage();
const t = translator(lang);
const params = new URLSearchParams(location.search);
const nodeBudget = Number(params.get('nodes')) || null;
const $ = (id) => document.getElementById(id);
const HUMAN = 'south';

const saved = (() => {
  try { return JSON.parse(localStorage.getItem('urim-settings') ?? '{}'); } catch { return {}; }
})();
const settings = {
  holes: saved.holes === 7 ? 7 : 6,
  opponent: Number.isInteger(saved.opponent) && saved.opponent >= 0 && saved.opponent <= 5 ? saved.opponent : 1,
  first: saved.first === 'north' ? 'north' : 'south',
  steps: saved.steps === true,
};
if (params.has('holes')) settings.holes = params.get('holes') === '7' ? 7 : 6;
if (params.has('opponent')) settings.opponent = Math.min(5, Math.max(0, Number(params.get('opponent')) || 0));
if (params.has('steps')) settings.steps = params.get('steps') === '1';

const app = {
  game: null,
  view: null,
  engine: null,
  busy: false,        // a move is being animated
  thinking: false,    // the computer is searching
  token: 0,           // bumps whenever a pending computer answer must be ignored
  match: { south: 0, north: 0 },
  announcements: 0,
  lastReport: null,
  gameNumber: 0,      // tells the move list that a new game began
  movesKey: '',
};

function saveSettings() {
  try { localStorage.setItem('urim-settings', JSON.stringify(settings)); } catch { /* private mode */ }
}

function sideName(side) {
  return t(side);
}

function isComputer(side) {
  return settings.opponent > 0 && side !== HUMAN;
}

function seeds(n) {
  return t('seeds', { n });
}

function listLetters(letters) {
  return letters.join(', ');
}

// ---- words for what happened ----------------------------------------------

function describeMove(report) {
  let text = t('sowed', { side: sideName(report.mover), seeds: seeds(report.seeds), pit: report.letter });
  const passed = skipWords(report);
  if (passed) text += `, ${passed}`;
  if (report.fed) text += `, ${t('fed')}`;
  if (report.grandSlam) text += `; ${t('grandSlam')}`;
  else if (report.captured > 0) text += `; ${t('captured', { seeds: seeds(report.captured), pits: listLetters(report.chain.map((c) => c.letter)) })}`;
  const why = chainWords(report);
  if (why) text += ` (${why})`;
  const score = app.game.score();
  return `${text}. ${score.over ? endText(score) : scoreText(score)}`;
}

/** The pits the sowing passed by, and why: full with 17 seeds, or the emptied pit on a lap. */
function skipWords(report) {
  const words = [];
  const full = [...new Set(report.skipped.filter((s) => s.reason === 'full').map((s) => s.letter))];
  if (full.length > 0) words.push(t('skippedFull', { n: full.length, pits: listLetters(full) }));
  if (report.skipped.some((s) => s.reason === 'origin')) words.push(t('skippedOrigin', { pit: report.letter }));
  return words.join(', ');
}

/**
 * Why a capture went as it did, for learners: where the chain stopped, or what the
 * last seed made in the opponent's row when it captured nothing.
 */
function chainWords(report) {
  const stop = report.chainStop;
  if (stop?.reason === 'count') return t('chainStopCount', { pit: stop.letter, seeds: seeds(stop.seeds) });
  if (stop?.reason === 'row-edge') return t('chainStopEdge');
  if (report.trigger.kind === 'count') return t('noTrigger', { seeds: seeds(report.trigger.seeds), pit: app.game.letters()[report.last] });
  return '';
}

/** What the board shows at a step of a step-by-step capture (see BoardView 'step'). */
function stepWords(report, { kind, index }) {
  const slam = report.grandSlam;
  const letters = app.game.letters();
  if (kind === 'skip') {
    const skip = report.skipped[index];
    return t(skip.reason === 'full' ? 'stepSkipFull' : 'stepSkipOrigin', { pit: skip.letter });
  }
  if (kind === 'last') {
    const key = report.trigger.kind === 'fired' ? 'stepLastFired' : 'stepLastCount';
    return t(key, { seeds: seeds(report.trigger.seeds), pit: letters[report.last] });
  }
  if (kind === 'link') {
    const link = report.chain[index];
    const key = index === 0 ? (slam ? 'stepFirstSlam' : 'stepFirst') : (slam ? 'stepLinkSlam' : 'stepLink');
    return t(key, { pit: link.letter, seeds: seeds(link.seeds) });
  }
  if (kind === 'stop') {
    const stop = report.chainStop;
    return stop.reason === 'count' ? t('stepStopCount', { pit: stop.letter, seeds: seeds(stop.seeds) }) : t('stepStopEdge');
  }
  const opponent = report.mover === 'south' ? 'north' : 'south';
  return t('stepSlam', { side: sideName(opponent) });
}

function showStep(step) {
  if (!app.lastReport) return;
  $('step-text').textContent = stepWords(app.lastReport, step);
  $('step-bar').hidden = false;
}

function hideStep() {
  if (document.activeElement === $('next-step')) app.view.canvas.focus(); // keep the keyboard's place
  $('step-bar').hidden = true;
  $('step-text').textContent = '';
}

function scoreText(score) {
  return t('scoreLine', { south: score.south, north: score.north });
}

function endText(score) {
  const { ending } = score;
  let why = '';
  if (ending?.reason === 'starvation') why = t('endStarvation', { side: sideName(ending.side) });
  else if (ending?.reason === 'cycle') why = t('endCycle');
  else if (ending?.reason === 'no-capture-limit') why = t('endLimit');
  const result = score.winner === 'draw'
    ? t('draw', { south: score.south, north: score.north })
    : t('won', { side: sideName(score.winner), south: score.south, north: score.north });
  return `${why} ${result}`.trim();
}

function announce(text) {
  const el = $('announce');
  el.textContent = text;
  app.announcements += 1;
}

// ---- the display ------------------------------------------------------------

function humanMayMove() {
  const g = app.game;
  return !!g && !g.isOver() && !app.busy && !app.thinking && !isComputer(g.toMove());
}

function refresh() {
  const g = app.game;
  const score = g.score();
  keepGame();
  const legal = humanMayMove() ? g.legalMoves() : [];
  app.view.set({
    holes: g.holes,
    letters: g.letters(),
    legal,
    interactive: legal.length > 0,
    label: t('boardLabel', { holes: g.holes }),
  });
  if (!app.busy) app.view.set({ pits: g.pits(), stores: g.stores() });

  const toMove = g.toMove();
  for (const side of ['south', 'north']) {
    const bar = $(side);
    const points = app.match[side] + score.points[side];
    bar.querySelector('.name').textContent = sideName(side);
    bar.querySelector('.role').textContent = settings.opponent === 0 ? ''
      : side === HUMAN ? ` · ${t('you')}` : ` · ${t('computerName')} (${t('levels')[settings.opponent - 1]})`;
    bar.querySelector('.stat').innerHTML = '';
    const stat = bar.querySelector('.stat');
    const b1 = document.createElement('b');
    b1.textContent = seeds(score[side]);
    const b2 = document.createElement('b');
    b2.textContent = t('points', { n: points });
    stat.append(b1, ' · ', b2);
    bar.classList.toggle('active', !score.over && toMove === side);
    bar.classList.toggle('thinking', app.thinking && toMove === side);
    bar.classList.toggle('winner', score.over && score.winner === side);
  }

  let status;
  if (score.over) status = endText(score);
  else if (app.thinking) status = app.tablesBuilding ? t('tables') : t('thinking');
  else if (settings.opponent > 0 && toMove === HUMAN) status = t('yourTurn');
  else status = t('toMove', { side: sideName(toMove) });
  $('status').textContent = status;

  $('undo').disabled = !canUndo();
  $('redo').disabled = !g.canRedo() || app.busy;
  showMoves();
}

// ---- the move list and the record ------------------------------------------------

/** Lists the moves played so far (redrawn only when they change). */
function showMoves() {
  const g = app.game;
  // Cheap to compare on every refresh; the full history is built only on a change.
  const key = `${app.gameNumber}:${g.moves().length}:${g.position()}`;
  if (key === app.movesKey) return;
  app.movesKey = key;
  const history = g.history();
  const items = turns(history).map(([south, north]) => {
    const li = document.createElement('li');
    li.append(plyItem(south, '…'), plyItem(north, ''));
    return li;
  });
  $('move-list').replaceChildren(...items);
  $('move-list').hidden = items.length === 0;
  $('no-moves').hidden = items.length > 0;
  $('move-count').textContent = history.length ? t('moveCount', { n: history.length }) : '';
  $('record-note').textContent = '';
}

/**
 * The plies grouped in numbered turns as the record numbers them: South's move,
 * then North's. A game that North starts opens with an empty South slot.
 */
function turns(history) {
  const list = [];
  for (const h of history) {
    if (h.side === 'south' || list.length === 0 || list.at(-1)[1]) list.push([null, null]);
    list.at(-1)[h.side === 'south' ? 0 : 1] = h;
  }
  return list;
}

/**
 * One ply of the move list: its side and notation, marked when it captured. An
 * empty slot shows `blank` (South's slot before North's opening move: "…").
 */
function plyItem(h, blank) {
  const span = document.createElement('span');
  span.className = 'ply';
  if (!h) {
    span.textContent = blank;
    span.setAttribute('aria-hidden', 'true');
    return span;
  }
  const side = document.createElement('span');
  side.className = 'side';
  side.textContent = `${sideName(h.side)} `;
  span.append(side, h.notation);
  if (h.captured > 0) {
    span.classList.add('capture');
    span.title = t('moveCaptured', { n: h.captured });
  }
  return span;
}

/** The game's record, with today's date and who played each side. */
function recordText() {
  const player = (side) => (isComputer(side)
    ? `${t('computerName')} (${t('levels')[settings.opponent - 1]})`
    : settings.opponent > 0 ? t('you') : sideName(side));
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.');
  return app.game.record({ date, south: player('south'), north: player('north') });
}

/** Copies `text` and says so under the moves: `done` when copied, `refused` when the browser would not. */
async function copyText(text, done, refused) {
  try {
    await navigator.clipboard.writeText(text);
    $('record-note').textContent = done;
  } catch {
    $('record-note').textContent = refused;
  }
}

function copyRecord() {
  return copyText(recordText(), t('copied'), t('copyFailed'));
}

/** An address that opens this page at the current position, in this language and with these settings. */
function positionLink() {
  const query = new URLSearchParams({ position: app.game.position(), lang, opponent: String(settings.opponent) });
  if (settings.steps) query.set('steps', '1');
  return `${location.origin}${location.pathname}?${query}`;
}

/** Copies `positionLink()`, for a teacher to share a lesson's board; shows it when copying is refused. */
function copyLink() {
  const link = positionLink();
  return copyText(link, t('linkCopied'), t('linkFailed', { link }));
}

function saveRecord() {
  const url = URL.createObjectURL(new Blob([recordText()], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `urim-${new Date().toISOString().slice(0, 10)}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Opens a record file (as the page downloads them) and carries on from its last move. */
async function openRecord(file) {
  try {
    const game = Game.fromRecord(await file.text());
    startGame(game);
    $('record-note').textContent = t('opened', { name: file.name, n: game.moves().length });
  } catch (e) {
    $('record-note').textContent = t('openFailed', { name: file.name, message: e.message });
  }
}

/** Match points of a fresh page. */
const NO_POINTS = Object.freeze({ south: 0, north: 0 });

/**
 * The game the page starts with: from `?position=` when given (a lesson's link wins),
 * else the game this tab was playing before a reload or a change of language, with
 * its match points; null for a new game. `error` names a bad `?position=`.
 */
function firstGame({ resume = true } = {}) {
  const position = params.get('position');
  if (position) {
    try {
      return { game: Game.fromPosition(position), match: NO_POINTS, error: null };
    } catch (e) {
      return { game: null, match: NO_POINTS, error: t('badPosition', { message: e.message }) };
    }
  }
  return { ...(resume ? resumedGame() : { game: null, match: NO_POINTS }), error: null };
}

/** Where this tab keeps its game, so that a reload or a change of language loses nothing. */
const TAB_GAME = 'urim-game';

/** Keeps the game on show (its record) and the match points in this tab's session storage. */
function keepGame() {
  try {
    sessionStorage.setItem(TAB_GAME, JSON.stringify({ record: app.game.record(), match: app.match }));
  } catch { /* storage refused (private mode, a sandboxed frame): nothing kept */ }
}

/** The `game` and `match` points kept by `keepGame`; a null game when none (or unreadable). */
function resumedGame() {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TAB_GAME) ?? 'null');
    if (!kept) return { game: null, match: NO_POINTS };
    const points = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);
    return {
      game: Game.fromRecord(kept.record),
      match: { south: points(kept.match?.south), north: points(kept.match?.north) },
    };
  } catch {
    try { sessionStorage.removeItem(TAB_GAME); } catch { /* nothing kept anyway */ }
    return { game: null, match: NO_POINTS };
  }
}

/** Where a kiosk's tab remembers the language it was set up in. */
const KIOSK_LANGUAGE = 'urim-kiosk-language';

/** The language the kiosk was opened in (before any visitor picked another). */
function kioskLanguage() {
  try {
    const home = sessionStorage.getItem(KIOSK_LANGUAGE) ?? lang;
    sessionStorage.setItem(KIOSK_LANGUAGE, home);
    return home;
  } catch {
    return lang;
  }
}

/** How often the kiosk reset looks at the time since the last touch. */
const IDLE_CHECK_MS = 5000;

/**
 * For museum kiosks (?idle=N): after N seconds with no touch, click or key once
 * someone has played, the page starts afresh for the next visitor: a new game (or
 * the lesson's ?position=), match points cleared, the move list folded, and the
 * kiosk's own language back if a visitor picked another.
 */
function watchIdle() {
  const seconds = Number(params.get('idle'));
  if (!(seconds > 0)) return;
  const home = kioskLanguage();
  let last = performance.now();
  let played = lang !== home; // a visitor chose another language
  const touched = () => {
    last = performance.now();
    played = true;
  };
  for (const type of ['pointerdown', 'keydown', 'wheel']) {
    document.addEventListener(type, touched, { capture: true, passive: true });
  }
  setInterval(() => {
    if (!played || performance.now() - last < seconds * 1000) return;
    played = false;
    if (lang !== home) {
      // Back to the kiosk's own language, on a fresh page.
      try { sessionStorage.removeItem(TAB_GAME); } catch { /* nothing kept */ }
      const link = new URL(location.href);
      link.searchParams.set('lang', home);
      location.replace(link);
      return;
    }
    startGame(firstGame({ resume: false }).game);
    app.match = { ...NO_POINTS };
    refresh();
    $('moves').open = false;
    $('record-note').textContent = '';
    $('announce').textContent = t('idleReset');
  }, Math.min(IDLE_CHECK_MS, seconds * 250));
}

function showHint(pit) {
  const g = app.game;
  const hintEl = $('hint');
  if (pit == null || !humanMayMove() || !g.legalMoves().includes(pit)) {
    app.view.set({ hint: null });
    hintEl.textContent = '';
    return;
  }
  const preview = g.preview(pit);
  app.view.set({ hint: preview });
  const letters = g.letters();
  let text = t('hint', { pit: preview.letter, seeds: seeds(preview.seeds), last: letters[preview.last] });
  if (preview.grandSlam) text += ` · ${t('hintSlam')}`;
  else if (preview.captured > 0) text += ` · ${t('hintCapture', { seeds: seeds(preview.captured), pits: listLetters(preview.chain.map((c) => c.letter)) })}`;
  hintEl.textContent = text;
  app.view.canvas.setAttribute('aria-label', `${t('boardLabel', { holes: g.holes })} ${text}`);
}

// ---- playing ------------------------------------------------------------------

async function showMove(report) {
  app.busy = true;
  app.lastReport = report;
  showHint(null);
  // The words come at once (for screen readers); the bars and status once the seeds have landed.
  // Meanwhile the status says what is being shown, and how to skip it.
  app.view.set({ legal: [], interactive: false });
  $('status').textContent = t('sowing', { side: sideName(report.mover), pit: report.letter });
  $('undo').disabled = true;
  $('redo').disabled = true;
  announce(describeMove(report));
  app.view.set({ lastMove: null });
  await app.view.animate(report);
  hideStep();
  app.view.set({ lastMove: { origin: report.origin } });
  app.busy = false;
}

async function play(pit) {
  if (!humanMayMove()) return;
  let report;
  try {
    report = app.game.play(pit);
  } catch (e) {
    $('status').textContent = e.message;
    return;
  }
  const token = app.token;
  await showMove(report);
  if (token !== app.token) return;
  refresh();
  computerTurn();
}

async function computerTurn() {
  const g = app.game;
  if (g.isOver() || !isComputer(g.toMove()) || app.thinking) return;
  const token = ++app.token;
  app.thinking = true;
  refresh();
  const options = { level: settings.opponent, seed: Math.floor(Math.random() * 2 ** 31) };
  if (nodeBudget) options.nodes = nodeBudget;
  let best;
  try {
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    [best] = await Promise.all([app.engine.search(g, options), new Promise((r) => setTimeout(r, reduced ? 0 : 350))]);
  } catch (e) {
    if (token === app.token) {
      app.thinking = false;
      refresh();
      $('status').textContent = e.message;
    }
    return;
  }
  if (token !== app.token) return;
  app.thinking = false;
  app.tablesBuilding = false;
  if (best.pit == null || g !== app.game || !isComputer(g.toMove())) {
    refresh();
    return;
  }
  const report = g.play(best.pit);
  await showMove(report);
  if (token !== app.token) return;
  refresh();
}

/** Stops the computer and any animation (their answers will be ignored). */
function interrupt() {
  app.token += 1;
  if (app.thinking) app.engine.stop();
  app.thinking = false;
  app.tablesBuilding = false;
  app.view.skip();
  app.busy = false;
}

function canUndo() {
  const g = app.game;
  if (!g.canUndo()) return false;
  if (settings.opponent === 0) return true;
  return g.history().some((h) => h.side === HUMAN);
}

function undo() {
  if (!canUndo()) return;
  interrupt();
  const g = app.game;
  g.undo();
  if (settings.opponent > 0) {
    while (g.canUndo() && isComputer(g.toMove())) g.undo();
  }
  app.view.set({ lastMove: null, pits: g.pits(), stores: g.stores() });
  announce(`${t('undone')} ${scoreText(g.score())}`);
  refresh();
  computerTurn();
}

async function redo() {
  const g = app.game;
  if (!g.canRedo() || app.busy) return;
  interrupt();
  const token = app.token;
  let report = g.redo();
  if (settings.opponent > 0) {
    while (g.canRedo() && isComputer(g.toMove())) {
      app.view.set({ pits: report.pits, stores: report.stores });
      report = g.redo();
    }
  }
  await showMove(report);
  if (token !== app.token) return;
  refresh();
  computerTurn();
}

/** Starts `game` (a new one from the settings when not given), ending the one on show. */
function startGame(game = null) {
  interrupt();
  const old = app.game;
  if (old) {
    const score = old.score();
    if (score.over) {
      app.match.south += score.points.south;
      app.match.north += score.points.north;
    }
    old.free();
  }
  app.game = game ?? newGame(settings.holes, { first: settings.first });
  if (settings.holes !== app.game.holes) {
    settings.holes = app.game.holes;
    fillControls();
  }
  app.gameNumber += 1;
  app.lastReport = null;
  app.view.set({ holes: app.game.holes, lastMove: null, hint: null, pits: app.game.pits(), stores: app.game.stores() });
  $('announce').textContent = '';
  $('hint').textContent = '';
  refresh();
  computerTurn();
}

// ---- the controls -------------------------------------------------------------

function fillSelect(select, options, value) {
  select.replaceChildren(...options.map(([v, label]) => {
    const o = document.createElement('option');
    o.value = String(v);
    o.textContent = label;
    o.selected = String(v) === String(value);
    return o;
  }));
}

function fillControls() {
  fillSelect($('holes'), [[6, t('pits', { n: 6 })], [7, t('pits', { n: 7 })]], settings.holes);
  fillSelect($('opponent'), [[0, t('twoPlayers')], ...t('levels').map((name, i) => [i + 1, t('computer', { level: name })])], settings.opponent);
  const label = (side) => (settings.opponent > 0 ? `${sideName(side)} (${side === HUMAN ? t('you') : t('computerName')})` : sideName(side));
  fillSelect($('first'), [['south', label('south')], ['north', label('north')]], settings.first);
}

function translatePage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  document.title = `${t('title')} — ${t('tagline')}`;
  const picker = $('language');
  picker.setAttribute('aria-label', t('language'));
  picker.replaceChildren(...Object.entries(LANGUAGES).map(([code, table]) => {
    const option = new Option(table.name, code, false, code === lang);
    option.lang = code;
    return option;
  }));
  picker.onchange = () => {
    const link = new URL(location.href);
    link.searchParams.set('lang', picker.value);
    location.assign(link);
  };
  $('rules-link').href = t('rulesPage');
  fillControls();
}

/**
 * In a frame (as www/embed.js makes one), tells the host page how tall the game is,
 * now and whenever that changes, so that the frame can fit it with no scroll bar.
 */
function tellHeight() {
  if (window.parent === window) return;
  let told = 0;
  const tell = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === told) return;
    told = height;
    window.parent.postMessage({ urim: 'height', height }, '*');
  };
  new ResizeObserver(tell).observe(document.body);
  tell();
}

async function main() {
  tellHeight();
  translatePage();
  try {
    await init();
  } catch (e) {
    $('status').textContent = t('loadFailed', { message: e.message });
    return;
  }
  app.engine = new Engine();
  app.engine.listen((m) => {
    if (m.type === 'tables' && app.thinking) {
      app.tablesBuilding = !m.done;
      refresh();
    }
  });
  app.view = new BoardView($('board'), { holes: settings.holes, label: t('boardLabel', { holes: settings.holes }) });
  app.view.canvas.setAttribute('aria-describedby', 'status hint');
  app.view.on('select', ({ pit }) => play(pit));
  app.view.on('focuspit', ({ pit }) => showHint(pit));
  app.view.on('step', showStep);
  app.view.set({ stepByStep: settings.steps });
  $('steps').checked = settings.steps;
  $('steps').addEventListener('change', (e) => {
    settings.steps = e.target.checked;
    saveSettings();
    app.view.set({ stepByStep: settings.steps });
  });
  $('next-step').addEventListener('click', () => app.view.next());

  $('new-game').addEventListener('click', () => startGame());
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('copy-record').addEventListener('click', copyRecord);
  $('copy-link').addEventListener('click', copyLink);
  $('save-record').addEventListener('click', saveRecord);
  $('open-record').addEventListener('click', () => $('record-file').click());
  $('record-file').addEventListener('change', (e) => {
    const [file] = e.target.files;
    e.target.value = ''; // the same file may be opened again
    if (file) openRecord(file);
  });
  $('holes').addEventListener('change', (e) => {
    settings.holes = Number(e.target.value);
    saveSettings();
    startGame();
  });
  $('first').addEventListener('change', (e) => {
    settings.first = e.target.value;
    saveSettings();
    startGame();
  });
  $('opponent').addEventListener('change', (e) => {
    settings.opponent = Number(e.target.value);
    saveSettings();
    if (app.thinking) interrupt();
    fillControls();
    refresh();
    computerTurn();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') app.view.skip();
  });

  const { game, match, error } = firstGame();
  app.match = { ...match };
  startGame(game);
  if (error) $('announce').textContent = error;
  watchIdle();
  keepForOffline();
}

/**
 * Registers the service worker (sw.js) that keeps a copy of the page's files, so
 * that the game opens without a connection next time, and says so once it is
 * ready. Without service workers (an old browser, a sandboxed frame, a page opened
 * from a file, or ?offline=0) the page simply plays online.
 */
async function keepForOffline() {
  if (params.get('offline') === '0') return;
  try {
    if (!('serviceWorker' in navigator)) return;
    await navigator.serviceWorker.register('sw.js');
    await navigator.serviceWorker.ready;
    $('offline').textContent = t('offlineReady');
    $('offline').hidden = false;
  } catch {
    // No service worker here: nothing is lost but the offline copy.
  }
}

// For tests and the curious: the state of the page.
window.urimApp = {
  get game() { return app.game; },
  get view() { return app.view; },
  get settings() { return { ...settings }; },
  get idle() { return !!app.game && !app.busy && !app.thinking; },
  get thinking() { return app.thinking; },
  get announcements() { return app.announcements; },
  state() {
    const g = app.game;
    return {
      position: g.position(), toMove: g.toMove(), legal: g.legalMoves(), plies: g.moves().length,
      holes: g.holes, idle: this.idle, thinking: app.thinking, over: g.isOver(),
      announce: $('announce').textContent, status: $('status').textContent,
    };
  },
  newGame: startGame,
  undo,
  redo,
};

main();
