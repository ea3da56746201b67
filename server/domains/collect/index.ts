/**
 * The collect domain (采丁): campaigns, households, assistants, the merge into the register. Nothing of it is used by
 * other domains; invite tokens live in the projects domain (`issueInvite`, `readInvite`, `spendInvite`). A deleted
 * clan or project deletes its campaigns (hooks registered in collect.service.ts).
 */
export {};
