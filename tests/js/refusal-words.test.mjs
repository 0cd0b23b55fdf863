// The visitor's words for the engine's refusals (www/words/refusal-words.js and
// the editor's tools), chosen from the kind each thrown Error carries, never from
// its English: every kind a move or a position can be refused with, thrown by the
// page module itself, said in Portuguese and Japanese with its numbers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { Game, initSync } from '../../pkg/urim.js';
import { ENGLISH as GAME_ENGLISH } from '../../www/elements/game-words.js';
import { ENGLISH as TOOLS_ENGLISH, refusalWords } from '../../www/editor/tools.js';
import { addEnglish, loadTranslator } from '../../www/i18n/index.js';
import { moveRefusalWords, positionRefusalWords, recordRefusalWords } from '../../www/words/refusal-words.js';

initSync({ module: readFileSync(new URL('../../pkg/urim_bg.wasm', import.meta.url)) });
addEnglish(GAME_ENGLISH);
addEnglish(TOOLS_ENGLISH);

/** What `make` throws. */
function thrown(make) {
  try {
    make();
  } catch (error) {
    return error;
  }
  assert.fail('the engine took it');
}

/** The engine's English that no visitor's words may hold. */
const ENGINE_ENGLISH = /belongs to|is empty|must feed|has no seeds|position string|fields, expected|seeds, expected|not on the board/;

const EXPECTED = {
  pt: {
    notYours: 'A casa a não é sua (é do Norte): escolha uma das suas casas.',
    empty: 'A casa A está vazia: escolha uma casa com sementes.',
    mustFeed: 'O Norte ficou sem sementes: escolha uma jogada que lhe dê algumas.',
    over: 'O jogo acabou: comece um jogo novo para voltar a jogar.',
    offBoard: 'Essa jogada não se pode fazer.',
    total: 'tem 37 sementes, e um tabuleiro de 2 × 6 tem 36 ou 48',
    tooMany: 'a casa c tem 18 sementes, e uma casa leva no máximo 17',
    unreadable: 'não é uma posição como 3-3-3-3-3-3-3-3-3-3-3-3-0-0-S',
    setUp: 'Esta posição não se pode jogar: tem 37 sementes, e um tabuleiro de 2 × 6 tem 36 ou 48.',
  },
  ja: {
    notYours: '穴aはあなたの穴ではありません（北の穴です）。自分の穴を選んでください。',
    empty: '穴Aは空です。種の入った穴を選んでください。',
    mustFeed: '北には種が残っていません。種を渡せる手を選んでください。',
    over: 'ゲームは終わりました。もう一度遊ぶには新しいゲームを始めてください。',
    offBoard: 'その手は指せません。',
    total: '種が37粒ありますが、2 × 6の盤の種は36粒か48粒です',
    tooMany: '穴cに18粒ありますが、1つの穴に入るのは17粒までです',
    unreadable: '3-3-3-3-3-3-3-3-3-3-3-3-0-0-S のような局面ではありません',
  },
};

for (const [code, expected] of Object.entries(EXPECTED)) {
  test(`${code}: a refused move's words come from its kind, with its pit and side`, async () => {
    const t = await loadTranslator(code);
    const say = (words) => t(words.key, words.vars);
    const move = (position, pit) => {
      const game = Game.fromPosition(position);
      const error = thrown(() => game.play(pit));
      const words = say(moveRefusalWords(error, game.letters(), t));
      assert.doesNotMatch(words, ENGINE_ENGLISH);
      return words;
    };
    const start = '0-3-3-3-3-3-3-3-3-3-3-3-3-0-S';
    assert.equal(move(start, 6), expected.notYours);
    assert.equal(move(start, 0), expected.empty);
    assert.equal(move('0-0-0-1-0-3-0-0-0-0-0-0-32-0-S', 3), expected.mustFeed);
    assert.equal(move('0-0-0-0-0-0-0-0-0-0-0-1-17-18-S', 0), expected.over);
    assert.equal(move(start, 12), expected.offBoard, 'a kind without words of its own');
  });

  test(`${code}: a position that does not read is said from its kind`, async () => {
    const t = await loadTranslator(code);
    const say = (position) => {
      const words = positionRefusalWords(thrown(() => Game.fromPosition(position)));
      return t(words.key, words.vars);
    };
    assert.equal(say('3-3-3-3-3-3-3-3-3-3-3-3-0-1-S'), expected.total);
    assert.equal(say('0-0-0-0-0-0-0-0-18-0-0-0-18-0-S'), expected.tooMany);
    for (const bad of ['3-3-3', 'x-3-3-3-3-3-3-3-3-3-3-3-0-0-S', '3-3-3-3-3-3-3-3-3-3-3-3-0-0-Q', '3-3-3-3-3-3-3-3-3-3-0-0-S']) {
      assert.equal(say(bad), expected.unreadable, bad);
    }
  });
}

test('pt: the editor says a refused set-up from its kind, and a foreign Error as unplayable', async () => {
  const t = await loadTranslator('pt');
  const error = thrown(() => Game.fromSetUp({ pits: [4, ...Array(11).fill(3)], stores: { south: 0, north: 0 }, toMove: 'south' }));
  assert.equal(error.kind, 'bad-total');
  const words = refusalWords(error);
  assert.equal(t(words.key, words.vars), EXPECTED.pt.setUp);
  assert.deepEqual(refusalWords(new Error('holds 37 seeds, expected 36 or 48 on 2x6')), { key: 'editUnplayable' }, 'English is never read');
});

test('a record that does not read is said from its kind: in Portuguese, and in Japanese with no English', async () => {
  const records = await import('../../pkg/urim-records.js');
  records.initSync({ module: readFileSync(new URL('../../pkg/urim-records_bg.wasm', import.meta.url)) });
  const head = '[Variant "Urim 2x6, 3 seeds"]\n[Result "*"]\n[Position "3-3-3-3-4-0-1-3-2-5-3-3-2-1-S"]\n\n';
  const cases = [
    [`${head}1. E+7 *`, 'a jogada 1 (E+7) não pode ser feita: diz que foram tomadas 7 sementes, mas a jogada toma 9'],
    [`${head}1. F *`, 'a jogada 1 (F) não pode ser feita: a casa dela está vazia'],
    [`${head}1. E+9 a *`, 'a jogada 2 (a) não pode ser feita: a casa dela está vazia'],
    [`${head}1. E+x *`, 'a jogada 1 (E+x) não pode ser feita: o número de sementes tomadas não é um número'],
    [`${head}1. z *`, 'a jogada 1 (z) não pode ser feita: não nomeia nenhuma casa deste tabuleiro'],
    ['[Variant "Urim 2x6, 3 seeds"\n1. E *', 'as linhas do cabeçalho não estão escritas como as de um registo'],
    ['[Variant "Urim 2x6, 3 seeds"]\n[Position "3-3-3"]\n\n*', `a posição inicial não serve: ${EXPECTED.pt.unreadable}`],
  ];
  for (const code of ['pt', 'ja']) {
    const t = await loadTranslator(code);
    for (const [text, pt] of cases) {
      const error = thrown(() => records.Game.fromRecord(text));
      const words = recordRefusalWords(error, t);
      const said = t(words.key, words.vars);
      if (code === 'pt') assert.equal(said, pt, text);
      assert.doesNotMatch(said, /record move|captures|is empty|not a pit|not closed|fields, expected|\{/, `${code}: ${said}`);
      assert.ok(!said.includes(error.message), `${code}: the engine's English is not shown`);
    }
  }
});
