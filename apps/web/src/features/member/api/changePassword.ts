import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

/** Both passwords are digests. Other sessions of the member end; this one stays. */
export const fetchChangePassword = (body: BodyOf<typeof changePassword>) =>
  call(changePassword, { body }, { silent: true });

export const useChangePassword = () => useMutation({ mutationFn: fetchChangePassword });
