/** 姓名学: 康熙 strokes, 五格, 三才, 81 数理 and 起名. See README.md. */
export { kangxiStrokes, nameStrokes, charStrokes, toTraditional, NUMERAL_VALUES, KEEP_IN_NAMES } from './strokes';
export type { CharStrokes, StrokeSource } from './strokes';
export { computeWuge, shuli, wugeShuli, analyzeName, splitName, isCompoundSurname } from './wuge';
export type { Wuge, Shuli, ShuliLuck, WugeShuli, NameInput, NameAnalysis } from './wuge';
export { sancai, sancaiOf, numberElement, relation, WUXING_ORDER } from './sancai';
export type { Sancai, SancaiGrade, WuXing, Relation } from './sancai';
export { baziBalance } from './bazi';
export type { BaziBalance } from './bazi';
export { NAME_CHARS, nameChar } from './name-chars';
export type { NameChar, Lean } from './name-chars';
export { pickNames, hasUnluckyReading, UNLUCKY_READINGS } from './pick-names';
export type { PickNamesOptions, NameSuggestion } from './pick-names';
