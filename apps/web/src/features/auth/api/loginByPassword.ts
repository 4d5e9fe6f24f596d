import { useMutation } from '@tanstack/react-query';
import { loginByPassword } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

/** `password` is already the digest (lib/password.ts); the clear password never leaves the page. */
export const fetchLoginByPassword = (body: BodyOf<typeof loginByPassword>) =>
  call(loginByPassword, { body }, { silent: 'fields' });

export const useLoginByPassword = () => useMutation({ mutationFn: fetchLoginByPassword });
