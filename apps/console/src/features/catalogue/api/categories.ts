import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchandisingCategoryNode, RequestOf } from '@storefront/contract';
import {
  merchandisingCategoryTree,
  merchandisingMoveCategory,
  merchandisingRemoveCategory,
  merchandisingSaveCategory,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const categoryTreeQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'categoryTree'], queryFn: () => call(merchandisingCategoryTree) });

type Body<
  R extends typeof merchandisingSaveCategory | typeof merchandisingMoveCategory | typeof merchandisingRemoveCategory,
> = NonNullable<RequestOf<R>['body']>;
export type CategoryChange =
  | { kind: 'save'; body: Body<typeof merchandisingSaveCategory> }
  | { kind: 'move'; body: Body<typeof merchandisingMoveCategory> }
  | { kind: 'remove'; body: Body<typeof merchandisingRemoveCategory> };

/**
 * Sends one change to the tree; the screen shows the tree the server answers, and the product
 * forms' category lists are read again.
 */
export function useCategoryChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<MerchandisingCategoryNode[]> =>
      change.kind === 'save'
        ? call(merchandisingSaveCategory, { body: change.body })
        : change.kind === 'move'
          ? call(merchandisingMoveCategory, { body: change.body })
          : call(merchandisingRemoveCategory, { body: change.body }),
    onSuccess: (tree) => {
      client.setQueryData(categoryTreeQuery().queryKey, tree);
      void client.invalidateQueries({ queryKey: ['catalogue', 'categories'] });
    },
  });
}
