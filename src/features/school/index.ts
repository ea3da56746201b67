/** What other features may use from 学堂: nothing yet. */
export {};
