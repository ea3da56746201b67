/** Server state of the user's own family (家庭, contract/family.ts): the writes with exactly what they make stale. */
import * as family from '@contract/family';
import { mutation } from '@src/lib/mutation';
import type { Target } from '@src/lib/query';

const FAMILY: Target[] = [family.get, family.tree, family.member];
export const answerJoinRequest = mutation(family.verify, { invalidates: () => FAMILY });
export const askToJoinFamily = mutation(family.join, { invalidates: () => FAMILY });
export const addFamilyPerson = mutation(family.addMember, { call: { silent: true }, invalidates: () => FAMILY });
export const editFamilyPerson = mutation(family.editMember, { call: { silent: true }, invalidates: () => FAMILY });
export const removeFamilyPerson = mutation(family.removeMember, { invalidates: () => FAMILY });
export const linkFamilyPerson = mutation(family.associate, { invalidates: () => FAMILY });
