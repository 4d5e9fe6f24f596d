/** The next page number of a `{pageNum, pageSize, total}` page, or undefined after the last. */
export const nextPageOf = (last: { pageNum: number; pageSize: number; total: number; list: unknown[] }) =>
  last.list.length > 0 && last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined;

/** Every item of an infinite query's pages, in order. */
export const flatItems = <T>(data: { pages: { list: T[] }[] } | undefined): T[] =>
  data?.pages.flatMap((p) => p.list) ?? [];

export const LIST_PAGE_SIZE = 20;
