/** What other features may use from content: nothing yet. */
export {};
