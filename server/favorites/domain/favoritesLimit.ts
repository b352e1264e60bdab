/** How many ads one Merkliste keeps: more than anyone compares, and a bound on what one account can store. */
export const FAVORITES_LIMIT = 500;
