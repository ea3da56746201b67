/**
 * The oldreg domain (old registers read by OCR, issue #26; contract/oldreg.ts). Nothing here is used by other
 * domains; it removes its rows with a deleted clan or project (the stored images stay for the storage sweep).
 */
import { onProjectDelete } from '../projects/index';
import { onClanDelete } from '../clans/index';
import * as repo from './oldreg.repo';

onClanDelete((tx, clan) => repo.deleteClanRows(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteProjectRows(tx, projectId));

export { oldregJob } from './oldreg.jobs';
