// The puzzles of the single file: www/puzzles.json, carried in the file, one
// puzzle at a time on a <urim-game> of their own, in the puzzles page's layout
// (its markup carried in <template id="puzzles-view">, built on first use). The
// learner's first move is judged (right or wrong, what it did, what the answer
// takes, the puzzle's explanation), an ending solved is played out against the
// computer at its strongest, and the solved puzzles are kept on the device, as on
// the puzzles page (www/page/puzzles.js), which also works out what a move is
// worth with best play: this copy leaves that out.
import { Game } from '../../www/pkg/urim.js';
import { moveWords } from '../../www/pkg/words/move-words.js';
import { isAnswer, progress, puzzleText } from '../../www/puzzles/judge.js';

/** The computer's strongest level, for the endings played out. */
const STRONGEST = '5';

/**
 * The puzzles in `section`, built from `template` with `data` (puzzles.json) when
 * first shown: `show()` builds them if need be, `setLanguage(code, t)` follows the page.
 */
export function puzzlesView({ section, template, data }) {
  const puzzles = data.puzzles;
  if (!Array.isArray(puzzles) || puzzles.length === 0) throw new Error('the puzzles carried in this file are empty');
  const solved = progress();
  const $ = (id) => section.querySelector(`#${id}`);
  let t = null;
  let code = 'en';
  let current = Math.max(0, puzzles.findIndex((p) => !solved.has(p.id)));
  let game = null;

  const kindName = (kind) => t(`kind${kind[0].toUpperCase()}${kind.slice(1)}`);
  /** The letters of the pits of puzzle `p`'s board. */
  const lettersOf = (p) => {
    const g = Game.fromPosition(p.position);
    const letters = g.letters();
    g.free();
    return letters;
  };

  function showList() {
    $('puzzle-list').replaceChildren(...puzzles.map((p, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.id = p.id;
      button.textContent = puzzleText(p, code).title;
      if (i === current) button.setAttribute('aria-current', 'true');
      const mark = document.createElement('span');
      mark.className = 'solved-mark';
      mark.textContent = solved.has(p.id) ? '✓' : '';
      if (solved.has(p.id)) mark.title = t('puzzleSolved');
      const item = document.createElement('li');
      item.append(button, mark);
      return item;
    }));
    $('solved-count').textContent = t('puzzlesSolved', { n: puzzles.filter((p) => solved.has(p.id)).length, total: puzzles.length });
  }

  function showPuzzle(reset = true) {
    const p = puzzles[current];
    const text = puzzleText(p, code);
    $('puzzle-meta').textContent = `${t('puzzleOf', { n: current + 1, total: puzzles.length })} · ${t('puzzleLevel', { n: p.level })} · ${kindName(p.kind)}`;
    $('puzzle-title').textContent = text.title;
    $('puzzle-hint').textContent = text.hint;
    if (!reset) return;
    $('verdict').replaceChildren();
    section.querySelector('.puzzle-hint').open = false;
    game.setAttribute('opponent', '0');
    game.setAttribute('position', p.position);
  }

  function say(words, className = '') {
    const line = document.createElement('p');
    line.textContent = words;
    if (className) line.className = className;
    $('verdict').append(line);
  }

  /** Judges the learner's first move and explains it. */
  function judge(report) {
    const p = puzzles[current];
    const right = isAnswer(p, report.letter);
    say(t(right ? 'puzzleRight' : 'puzzleWrong', { pit: report.letter }), right ? 'right' : 'wrong');
    say(moveWords(t, report, game.score, lettersOf(p)));
    if (!right && (p.kind === 'capture' || p.kind === 'rule')) {
      const g = Game.fromPosition(p.position);
      const best = g.preview(g.letters().indexOf(p.answer[0]));
      g.free();
      say(t('puzzleCompare', { pit: report.letter, n: report.captured, answer: p.answer[0], m: best.captured }));
    }
    say(puzzleText(p, code).explanation, 'explanation');
    if (right && p.kind === 'endgame') {
      say(t('endgamePlayOn'));
      game.setAttribute('player', 'south');
      game.setAttribute('opponent', STRONGEST);
    } else if (right) {
      solved.add(p.id);
      showList();
    }
  }

  /** An ending played out: won, it counts as solved. */
  function endgameOver(score) {
    const p = puzzles[current];
    if (p.kind !== 'endgame' || game.getAttribute('opponent') !== STRONGEST) return;
    const key = score.winner === 'south' ? 'endgameWon' : score.winner === 'draw' ? 'endgameDraw' : 'endgameLost';
    say(t(key, { south: score.south, north: score.north }), score.winner === 'south' ? 'right' : 'wrong');
    if (score.winner === 'south') {
      solved.add(p.id);
      showList();
    }
  }

  function build() {
    section.replaceChildren(document.importNode(template.content, true));
    game = $('puzzle');
    game.setAttribute('lang', code);
    for (const el of section.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
    game.addEventListener('move', (e) => {
      if (e.detail.by === 'visitor' && game.moves.length === 1) judge(e.detail);
    });
    game.addEventListener('gameover', (e) => endgameOver(e.detail));
    $('puzzle-list').addEventListener('click', (e) => {
      const button = e.target.closest('button[data-id]');
      if (!button) return;
      current = puzzles.findIndex((p) => p.id === button.dataset.id);
      showList();
      showPuzzle();
      section.querySelector('.puzzle').scrollIntoView({ block: 'start' });
    });
    $('try-again').addEventListener('click', () => showPuzzle());
    $('next-puzzle').addEventListener('click', () => {
      current = (current + 1) % puzzles.length;
      showList();
      showPuzzle();
    });
    showList();
    showPuzzle();
  }

  return {
    show() {
      if (!game) build();
    },
    setLanguage(next, words) {
      code = next;
      t = words;
      if (!game) return;
      game.setAttribute('lang', code);
      showList();
      showPuzzle(false);
    },
  };
}
