/** A page of stored names: the orphan sweep asks the database about this many keys at once. */
export const LIST_PAGE = 500;
