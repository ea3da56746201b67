/**
 * The gedcom domain (GEDCOM import and export, issue #15; docs/gedcom.md). Nothing here is used by other domains; it
 * removes its rows with a deleted clan or project.
 */
import { onProjectDelete } from '../projects/index';
import { onClanDelete } from '../clans/index';
import * as repo from './gedcom.repo';

onClanDelete((tx, clan) => repo.deleteClanRows(tx, clan));
onProjectDelete((tx, projectId) => repo.deleteProjectRows(tx, projectId));

export { gedcomJob } from './gedcom.jobs';
export { importGedcomText } from './gedcom.service';
