// <urim-learn>'s English words, which come with its code (added to the English
// table when it loads); the translations are in the language tables (i18n/<code>.js).
// Each task is one short sentence: it must fit two short lines on a phone.

export const ENGLISH = Object.freeze({
  learnNav: 'Chapters',
  learnHeading: 'Chapter {n}: {title}',
  learnProgress: 'Challenge {n} of {total}',
  learnStars: { one: '{n} star of 3', other: '{n} stars of 3' },
  learnYouSouth: 'You play South, the near row. Choose a pit to sow it.',
  learnSolved: { one: 'Solved! {n} star.', other: 'Solved! {n} stars.' },
  learnMissed: 'Not this one: the last seed fell in {pit}.',
  learnMissedTook: {
    one: 'Not this one: the last seed fell in {pit} and took {n} seed.',
    other: 'Not this one: the last seed fell in {pit} and took {n} seeds.',
  },
  learnNext: 'Next challenge',
  learnNextChapter: 'Next chapter',
  learnAgain: 'Play this chapter again',
  learnChapterDone: { one: 'Chapter done: {n} star of {max}.', other: 'Chapter done: {n} stars of {max}.' },
  learnAllDone: 'Every chapter done: you know how Urim sows and captures.',
  learnSowingTitle: 'Sowing',
  learnSowingHint: 'The seeds go one by one into the next pits, counter-clockwise: count them along.',
  learnSowing1: "Make your last seed land in North's pit b.",
  learnSowing2: 'Make your last seed come all the way round to your own pit A.',
  learnLapTitle: 'A full lap',
  learnLapHint: 'With 12 seeds or more, the sowing goes all the way round, and the pit it started from gets none.',
  learnLap1: 'Make your last seed land in your pit D, after a full lap.',
  learnLap2: "Make your last seed land in North's pit a, after a full lap.",
  learnTriggerTitle: 'The capture',
  learnTriggerHint: "You capture when your last seed makes 2 or 3 in one of North's pits; 4 takes nothing.",
  learnTrigger1: 'Capture 2 seeds in one move.',
  learnTrigger2: 'Capture 3 seeds in one move.',
  learnChainTitle: 'The chain',
  learnChainHint: 'After a capture, look at the pit before it: with 2, 3 or 4 it is taken too, and so on back.',
  learnChain1: 'Capture three pits in one move.',
  learnChain2: 'Capture 9 seeds in one move.',
});
