/** Chinese kinship terms between clan members. See README.md. */
export { kinship } from './kinship';
export type { KinGraph, Kinship, KinKind, Link, MemberId, Sex, Step, TermSource } from './types';
export { bloodPath, compareAge, patrilinePath, twoParentPath } from './path';
export type { BloodPath } from './path';
export { nameBloodPath, ancestorTerm, descendantTerm, degreePrefix, isWithinWufu, cnNumber } from './terms';
export { spouseOfRelative, relativeOfSpouse } from './in-law';
export { arrayKinGraph } from './array-graph';
export type { KinArrays } from './array-graph';
export { generateClan, prng } from './synthetic-clan';
export type { SyntheticClan } from './synthetic-clan';
