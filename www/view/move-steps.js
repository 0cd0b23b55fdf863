// A move taken apart into the steps a teacher shows one at a time: the seeds
// lifted, each seed sown (and each pit the sowing passes by), what the last seed
// made, each pit of the capture chain, where the chain stopped, a grand slam. Pure
// functions of the engine's move report and the position before it; the board view
// draws a step, the words module says it.

/**
 * The steps of `report`, in order. Each is { kind, index, landed, taken }: `kind`
 * is 'lift' | 'sow' | 'skip' | 'last' | 'link' | 'stop' | 'slam'; `index` points
 * into report.sown (sow), report.skipped (skip) or report.chain (link); `landed`
 * is how many seeds have been sown and `taken` how many chain pits emptied once the
 * step is shown.
 */
export function moveSteps(report) {
  const steps = [{ kind: 'lift', index: 0, landed: 0, taken: 0 }];
  const skipsAfter = (landed) => report.skipped.forEach((skip, index) => {
    if (skip.seed === landed) steps.push({ kind: 'skip', index, landed, taken: 0 });
  });
  skipsAfter(0);
  report.sown.forEach((_, i) => {
    steps.push({ kind: 'sow', index: i, landed: i + 1, taken: 0 });
    if (i + 1 < report.sown.length) skipsAfter(i + 1);
  });
  const landed = report.sown.length;
  steps.push({ kind: 'last', index: 0, landed, taken: 0 });
  const takes = !report.grandSlam;
  report.chain.forEach((_, i) => steps.push({ kind: 'link', index: i, landed, taken: takes ? i + 1 : 0 }));
  const taken = takes ? report.chain.length : 0;
  if (report.chainStop) steps.push({ kind: 'stop', index: 0, landed, taken });
  if (report.grandSlam) steps.push({ kind: 'slam', index: 0, landed, taken: 0 });
  return steps;
}

/**
 * The board once `step` of `report` is shown, from `before` ({ pits, stores }, the
 * position the move was played from): { pits, stores, marks }, where marks says
 * what to ring: the pit a seed just fell in (`last`), a pit passed by (`passing`),
 * the chain so far (`chain`: { lit, active, stop, slam }).
 */
export function stepState(report, before, step) {
  const pits = [...before.pits];
  const stores = { ...before.stores };
  pits[report.origin] = 0;
  for (let i = 0; i < step.landed; i += 1) pits[report.sown[i]] += 1;
  for (let i = 0; i < step.taken; i += 1) {
    const link = report.chain[i];
    pits[link.pit] = 0;
    stores[report.mover] += link.seeds;
  }
  const marks = { last: null, passing: [], chain: null };
  if (step.kind === 'sow') marks.last = report.sown[step.index];
  else if (step.kind === 'skip') marks.passing = [report.skipped[step.index].pit];
  else if (step.kind === 'last') marks.last = report.last;
  else if (step.kind === 'lift') marks.last = report.origin;
  else {
    const upTo = step.kind === 'link' ? step.index + 1 : report.chain.length;
    marks.chain = {
      lit: report.chain.slice(0, upTo).map((link) => link.pit),
      active: step.kind === 'link' ? report.chain[step.index].pit : null,
      stop: step.kind === 'stop' && report.chainStop.reason === 'count' ? report.chainStop.pit : null,
      slam: step.kind === 'slam' ? 1 : null,
    };
  }
  return { pits, stores, marks };
}
