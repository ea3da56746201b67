/** The people feature for other features: nothing yet. */
export {};
