import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@storefront/contract';
import {
  deskArrangeBanners,
  deskArrangeSpecialLists,
  deskBanners,
  deskRecommendations,
  deskRemoveBanner,
  deskRemoveSpecialList,
  deskSaveBanner,
  deskSaveSpecialList,
  deskSetRecommendations,
  deskSpecialList,
  deskSpecialLists,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const bannersQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['desk', 'banners', countryCode],
    queryFn: () => call(deskBanners, { query: { countryCode } }),
  });

export const specialListsQuery = () =>
  queryOptions({ queryKey: ['desk', 'lists'], queryFn: () => call(deskSpecialLists) });

export const specialListQuery = (listId: number) =>
  queryOptions({ queryKey: ['desk', 'lists', listId], queryFn: () => call(deskSpecialList, { query: { listId } }) });

export const recommendationsQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['desk', 'recommendations', countryCode],
    queryFn: () => call(deskRecommendations, { query: { countryCode } }),
  });

/** Every change of the Home page's curation; each reads its part again, as the server stored it. */
export function useHomeChange() {
  const client = useQueryClient();
  const refresh = (part: string) => () => client.invalidateQueries({ queryKey: ['desk', part] });
  return {
    saveBanner: useMutation({
      mutationFn: (body: BodyOf<typeof deskSaveBanner>) => call(deskSaveBanner, { body }),
      onSuccess: refresh('banners'),
    }),
    removeBanner: useMutation({
      mutationFn: (bannerId: number) => call(deskRemoveBanner, { body: { bannerId } }),
      onSuccess: refresh('banners'),
    }),
    arrangeBanners: useMutation({
      mutationFn: (body: BodyOf<typeof deskArrangeBanners>) => call(deskArrangeBanners, { body }),
      onSuccess: refresh('banners'),
    }),
    saveList: useMutation({
      mutationFn: (body: BodyOf<typeof deskSaveSpecialList>) => call(deskSaveSpecialList, { body }),
      onSuccess: refresh('lists'),
    }),
    removeList: useMutation({
      mutationFn: (listId: number) => call(deskRemoveSpecialList, { body: { listId } }),
      onSuccess: refresh('lists'),
    }),
    arrangeLists: useMutation({
      mutationFn: (body: BodyOf<typeof deskArrangeSpecialLists>) => call(deskArrangeSpecialLists, { body }),
      onSuccess: refresh('lists'),
    }),
    setRecommendations: useMutation({
      mutationFn: (body: BodyOf<typeof deskSetRecommendations>) => call(deskSetRecommendations, { body }),
      onSuccess: refresh('recommendations'),
    }),
  };
}
