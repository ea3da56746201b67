/**
 * The clan model in one import (`@model/clan`): member records, 世/字辈, validation rules, the tree pack.
 * See README.md beside this file.
 */
export * from '../member';
export {
  generationLabel, generationsOfChar, poemChars, validateGeneration, validatePoems, validateZibei, zibeiChar, zibeiFor,
  type PoemMode, type ZibeiHit, type ZibeiPoem,
  applyPoemChange, type PoemChange,
} from '../generations';
export { error, hasErrors, warning, type Issue, type IssueCode, type Severity } from './issues';
export { clanView, type ClanView } from './view';
export { validateClan, validateMember, type ValidateOptions } from './validate';
export {
  adoptionOf, decodeTreePack, encodeTreePack, memberFlags, PACK_FLAG, packIndexById, packName, packString, packStrings,
  spouseTypeOf, TREE_PACK_MAGIC, TREE_PACK_VERSION, TreePackError, type EncodeOptions, type SparseLinks, type TreePack,
} from '../tree-pack';
export { packKinGraph } from './pack-kin';
