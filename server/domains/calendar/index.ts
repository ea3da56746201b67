/** The calendar domain (Chinese dates, almanac) serves calls only: other domains use model/calendar directly. */
export {};
