/**
 * The book domain's API for other domains (print): publishing a sample as the clan's e-book, the e-book PDF a
 * download may send, and the chapters as plain text for the layout engine. Chapters and e-books are written only here.
 */
export { publishBook, type PublishInput } from './books.service';
export { bookFileOf } from './book-files.service';
export { bookFileUrl, fileVersionOf } from './file-url';
export { chapterTexts } from './chapters.service';
export { cleanHtml, plainText } from './rich-text';
