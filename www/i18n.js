// Every string of the demo page, in English and Portuguese. `t(key, vars)` fills
// {name} slots; a value that is an object { one, other } is chosen by vars.n.

export const STRINGS = {
  en: {
    title: 'Urim',
    tagline: 'The mancala of Brava, Cape Verde',
    rules: 'How to play',
    rulesPage: 'rules.html',
    loading: 'Loading the game…',
    loadFailed: 'The game could not load: {message}',
    newGame: 'New game',
    undo: 'Undo',
    redo: 'Redo',
    board: 'Board',
    pits: '{n} pits a row',
    opponent: 'Opponent',
    twoPlayers: 'Two players',
    computer: 'Computer: {level}',
    levels: ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'],
    first: 'First move',
    south: 'South',
    north: 'North',
    you: 'You',
    computerName: 'Computer',
    seeds: { one: '{n} seed', other: '{n} seeds' },
    points: { one: '{n} match point', other: '{n} match points' },
    toMove: '{side} to move',
    yourTurn: 'Your turn: choose one of your pits',
    thinking: 'The computer is thinking…',
    tables: 'The computer is preparing its endgame tables…',
    won: '{side} wins, {south} to {north}.',
    draw: 'A draw, {south} to {north}.',
    endStarvation: '{side} could not move.',
    endCycle: 'The seeds were only going round in circles.',
    endLimit: '200 moves passed without a capture.',
    sowed: '{side} sowed {seeds} from {pit}',
    captured: 'captured {seeds} from {pits}',
    chainStopCount: 'the chain stopped at {pit}, which holds {seeds}',
    chainStopEdge: 'the chain stopped at the end of the row',
    noTrigger: 'the last seed made {seeds} in {pit}: no capture',
    grandSlam: 'a grand slam, so nothing was captured',
    fed: 'feeding the empty row',
    scoreLine: 'South {south}, North {north}.',
    undone: 'Move taken back.',
    hint: '{pit}: {seeds}, the last seed falls in {last}',
    hintCapture: 'captures {seeds} ({pits})',
    hintSlam: 'grand slam: no capture',
    boardLabel: 'Urim board, {holes} pits a row. Arrow keys choose a pit, Enter or Space sows it.',
    boardPit: 'Pit {pit}: {seeds}.',
    keys: 'Keyboard: Tab to the board, arrow keys to choose a pit, Enter or Space to sow, Escape to skip the animation.',
    match: 'Match',
    store: 'store',
    language: 'Língua: Português',
    movesTitle: 'Moves',
    moveCount: { one: '({n} move)', other: '({n} moves)' },
    noMoves: 'No moves yet.',
    moveCaptured: 'captured {n}',
    copyRecord: 'Copy the record',
    saveRecord: 'Download the record',
    copied: 'The record is copied: paste it anywhere to keep the game.',
    copyFailed: 'This browser did not allow copying; use Download instead.',
  },
  pt: {
    title: 'Urim',
    tagline: 'O jogo de ouri da Brava, Cabo Verde',
    rules: 'Como se joga',
    rulesPage: 'rules.pt.html',
    loading: 'A carregar o jogo…',
    loadFailed: 'Não foi possível carregar o jogo: {message}',
    newGame: 'Novo jogo',
    undo: 'Anular',
    redo: 'Refazer',
    board: 'Tabuleiro',
    pits: '{n} casas por fila',
    opponent: 'Adversário',
    twoPlayers: 'Dois jogadores',
    computer: 'Computador: {level}',
    levels: ['Principiante', 'Fácil', 'Médio', 'Difícil', 'Perito'],
    first: 'Primeira jogada',
    south: 'Sul',
    north: 'Norte',
    you: 'Você',
    computerName: 'Computador',
    seeds: { one: '{n} semente', other: '{n} sementes' },
    points: { one: '{n} ponto', other: '{n} pontos' },
    toMove: 'Joga {side}',
    yourTurn: 'É a sua vez: escolha uma das suas casas',
    thinking: 'O computador está a pensar…',
    tables: 'O computador está a preparar as tabelas de final…',
    won: '{side} ganha, {south} a {north}.',
    draw: 'Empate, {south} a {north}.',
    endStarvation: '{side} não podia jogar.',
    endCycle: 'As sementes andavam só às voltas.',
    endLimit: 'Passaram 200 jogadas sem captura.',
    sowed: '{side} semeou {seeds} de {pit}',
    captured: 'capturou {seeds} de {pits}',
    chainStopCount: 'a cadeia parou em {pit}, que tem {seeds}',
    chainStopEdge: 'a cadeia parou no fim da fila',
    noTrigger: 'a última semente deixou {seeds} em {pit}: sem captura',
    grandSlam: 'um grande slam, por isso nada foi capturado',
    fed: 'alimentando a fila vazia',
    scoreLine: 'Sul {south}, Norte {north}.',
    undone: 'Jogada anulada.',
    hint: '{pit}: {seeds}, a última cai em {last}',
    hintCapture: 'captura {seeds} ({pits})',
    hintSlam: 'grande slam: sem captura',
    boardLabel: 'Tabuleiro de Urim, {holes} casas por fila. As setas escolhem uma casa, Enter ou Espaço semeia.',
    boardPit: 'Casa {pit}: {seeds}.',
    keys: 'Teclado: Tab até ao tabuleiro, setas para escolher uma casa, Enter ou Espaço para semear, Escape para saltar a animação.',
    match: 'Partida',
    store: 'depósito',
    language: 'Language: English',
    movesTitle: 'Jogadas',
    moveCount: { one: '({n} jogada)', other: '({n} jogadas)' },
    noMoves: 'Ainda não houve jogadas.',
    moveCaptured: 'capturou {n}',
    copyRecord: 'Copiar o registo',
    saveRecord: 'Descarregar o registo',
    copied: 'O registo foi copiado: cole-o onde quiser para guardar o jogo.',
    copyFailed: 'Este navegador não deixou copiar; use Descarregar.',
  },
};

/** The language: ?lang=xx if known, else the browser's, else English. */
export function pickLanguage(search = location.search, languages = navigator.languages ?? [navigator.language]) {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && STRINGS[asked]) return asked;
  for (const tag of languages) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (STRINGS[base]) return base;
  }
  return 'en';
}

/** A translator for `lang`: t('sowed', { side: 'South', ... }). */
export function translator(lang) {
  const table = STRINGS[lang] ?? STRINGS.en;
  return function t(key, vars = {}) {
    let text = table[key] ?? STRINGS.en[key] ?? key;
    if (text && typeof text === 'object' && !Array.isArray(text)) text = vars.n === 1 ? text.one : text.other;
    if (typeof text !== 'string') return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  };
}
