// The example lessons that ship in www/lessons/: each one's set-up, its line of
// moves and the teacher's words on the start and on every move, in English and
// Portuguese. .ci/lessons.mjs writes the files from it; tests/js/lessons.test.mjs
// checks the files against it with the engine.

/**
 * @typedef {{ title: string, south: string, north: string, comments: string[] }} LessonWords
 * @typedef {{ name: string, start: string, moves: string[], captures: number[], words: Record<'en' | 'pt', LessonWords> }} LessonData
 */

/** @type {LessonData[]} */
export const LESSONS = [
  {
    name: 'capture-chain',
    start: '3-3-3-3-4-0-1-3-2-5-3-3-2-1-S',
    moves: ['E', 'd', 'A'],
    captures: [9, 0, 0],
    words: {
      en: {
        title: 'Lesson: the capture chain',
        south: 'South',
        north: 'North',
        comments: [
          "South to move. Look at North's row: a holds 1, b holds 3, c holds 2. South's pit E has 4 seeds. Before the next move, count: where will the last seed fall?",
          'E sows its 4 seeds into F, a, b and c. The last seed makes c 3: that is the trigger, so c is taken. Then the chain looks back one pit at a time: b now holds 4, which a chain may take; a now holds 2, taken too. The chain ends at the edge of North\'s row. South takes 3 + 4 + 2 = 9 seeds. Pit d, with 5, was never reached.',
          "North answers with d: 5 seeds into e, f, A, B and C. The last seed lands in C and makes it 4. Only a last seed that makes 2 or 3 starts a capture, so nothing is taken, even though the seeds went into South's row.",
          "South plays A and keeps the seeds at home for now. Ask the class: which of South's pits could start a chain next, and what would North need to leave behind?",
        ],
      },
      pt: {
        title: 'Lição: a cadeia de capturas',
        south: 'Sul',
        north: 'Norte',
        comments: [
          'Joga o Sul. Olhem para a fila do Norte: a tem 1, b tem 3, c tem 2. A cova E do Sul tem 4 sementes. Antes da jogada, contem: onde vai cair a última semente?',
          'E semeia as 4 sementes em F, a, b e c. A última semente deixa c com 3: é o gatilho, e c é capturada. Depois a cadeia recua uma cova de cada vez: b tem agora 4, que a cadeia pode levar; a tem agora 2, também levada. A cadeia acaba na ponta da fila do Norte. O Sul leva 3 + 4 + 2 = 9 sementes. A cova d, com 5, nunca chegou a ser tocada.',
          'O Norte responde com d: 5 sementes para e, f, A, B e C. A última cai em C e deixa-a com 4. Só uma última semente que faz 2 ou 3 começa uma captura, por isso nada é levado, embora as sementes tenham entrado na fila do Sul.',
          'O Sul joga A e, por agora, guarda as sementes do seu lado. Perguntem à turma: que cova do Sul poderia começar a próxima cadeia, e o que teria o Norte de deixar para trás?',
        ],
      },
    },
  },
  {
    name: 'seventeen-seeds',
    start: '0-0-0-0-2-0-17-1-2-2-2-2-4-4-S',
    moves: ['E', 'a'],
    captures: [2, 2],
    words: {
      en: {
        title: 'Lesson: the 17-seed rule',
        south: 'South',
        north: 'North',
        comments: [
          "No pit may ever hold more than 17 seeds. North's pit a holds exactly 17. South has only one move: E, with 2 seeds. Where will they go?",
          "The first seed goes into F. The second would go into a, but a is full with 17, so the seed passes it by and lands in b, which becomes 2: South takes b. The chain would look at a next, but a holds 17, not 2, 3 or 4, so it stops there.",
          "Now North empties a: 17 seeds, more than a whole lap. They go round the board, and when they come back to a, the pit they came from, they pass it by: the emptied pit is always skipped. The 17th seed lands in A and makes it 2, so North takes 2. The pit before A is North's own f, so the chain ends.",
        ],
      },
      pt: {
        title: 'Lição: a regra das 17 sementes',
        south: 'Sul',
        north: 'Norte',
        comments: [
          'Nenhuma cova pode ter mais de 17 sementes. A cova a do Norte tem exatamente 17. O Sul só tem uma jogada: E, com 2 sementes. Para onde vão?',
          'A primeira semente vai para F. A segunda iria para a, mas a está cheia com 17, por isso a semente passa-lhe ao lado e cai em b, que fica com 2: o Sul leva b. A cadeia olharia depois para a, mas a tem 17, não 2, 3 ou 4, e a cadeia para aí.',
          'Agora o Norte esvazia a: 17 sementes, mais do que uma volta inteira. Dão a volta ao tabuleiro e, quando voltam a a, a cova de onde saíram, passam-lhe ao lado: a cova esvaziada é sempre saltada. A 17.ª semente cai em A e deixa-a com 2, e o Norte leva 2. Antes de A fica a cova f, do próprio Norte, e a cadeia acaba.',
        ],
      },
    },
  },
  {
    name: 'feeding-grand-slam',
    start: '0-0-0-0-0-0-0-0-1-0-3-17-11-4-N',
    moves: ['f', 'F'],
    captures: [0, 4],
    words: {
      en: {
        title: 'Lesson: feeding and the grand slam',
        south: 'South',
        north: 'North',
        comments: [
          "South's row is empty and North is to move. When your opponent has no seeds, you must play a move that gives them some, if you have one. Pit c (1 seed) would only reach d, so it is not allowed. Pits e and f both reach South's row.",
          "North plays f: 17 seeds go round the board, skip f itself, and go round South's row a second time. The last seed makes F 2, and every pit of South's row now holds 2. Taking them would leave South with nothing at all: that is a grand slam, and it captures nothing. The seeds stay where they fell, so South is fed.",
          "South plays F: 2 seeds into a and b. The last one makes b 2, so b is taken, and a, which now holds 2, goes with it: 4 seeds. North still has seeds in c, d and e, so this capture is allowed.",
        ],
      },
      pt: {
        title: 'Lição: alimentar e o grand slam',
        south: 'Sul',
        north: 'Norte',
        comments: [
          'A fila do Sul está vazia e joga o Norte. Quando o adversário não tem sementes, é obrigatório jogar uma jogada que lhe dê algumas, se houver. A cova c (1 semente) só chega a d, por isso não é permitida. As covas e e f chegam ambas à fila do Sul.',
          'O Norte joga f: 17 sementes dão a volta ao tabuleiro, saltam a própria f e percorrem a fila do Sul uma segunda vez. A última deixa F com 2, e todas as covas do Sul ficam com 2. Levá-las deixaria o Sul sem nada: é um grand slam, e não captura nada. As sementes ficam onde caíram, e o Sul fica alimentado.',
          'O Sul joga F: 2 sementes para a e b. A última deixa b com 2, e b é levada, e a, que tem agora 2, vai com ela: 4 sementes. O Norte ainda tem sementes em c, d e e, por isso esta captura é permitida.',
        ],
      },
    },
  },
];
