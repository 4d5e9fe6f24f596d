import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '@storefront/contract/routes';

import { useSessionStore } from '../../../lib/stores/session.store';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

export type ProfilePatch = BodyOf<typeof updateProfile>;

export const fetchUpdateProfile = (body: ProfilePatch) => call(updateProfile, { body }, { silent: true });

/** The answer is the new memberDto: it goes straight into the session, so My shows it at once. */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: fetchUpdateProfile,
    onSuccess: (memberDto) => useSessionStore.getState().setMemberDto(memberDto),
  });
