/** The files domain's API for other domains: which uploaded files exist (and their types). Uploads are written only here. */
export { storedFiles, ownImage } from './files.service';
export { storeImportedImage } from './files.service';
