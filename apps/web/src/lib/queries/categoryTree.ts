import { queryOptions } from '@tanstack/react-query';
import { categoryTree } from '@storefront/contract/routes';
import type { CategoryNode, Locale } from '@storefront/contract';
import { call, type CallOptions } from '../http';

export const fetchCategoryTree = (opts?: CallOptions) => call(categoryTree, { query: {} }, opts);

/** The category grid on home and the category filter of search results. */
export const categoryTreeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', 'categories', locale],
    queryFn: ({ signal }) => fetchCategoryTree({ signal }),
    staleTime: 10 * 60_000,
  });

/** Depth-first with the depth, for an indented picker. */
export const flattenCategories = (nodes: readonly CategoryNode[], depth = 0): { node: CategoryNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flattenCategories(node.children, depth + 1)]);
