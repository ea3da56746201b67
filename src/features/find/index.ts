/** What other features may use from 发现: nothing yet. */
export {};
