/** The files domain's API for other domains: which uploaded files exist (and their types); `loadSharp()`, the image library loaded on first use. Uploads are written only here. */
export { storedFiles, ownImage } from './files.service';
export { storeImportedImage, loadSharp } from './files.service';
