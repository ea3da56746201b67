/**
 * The content domain's API for other domains: reports of a post or a reply into the moderators' content queue
 * (used by /report/add in the help domain).
 */
export { report as reportPost, reportReply } from './content-safety.service';
