import { useMutation } from '@tanstack/react-query';
import { loginBySmsCode } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

export const fetchLoginBySmsCode = (body: BodyOf<typeof loginBySmsCode>) =>
  call(loginBySmsCode, { body }, { silent: 'fields' });

export const useLoginBySmsCode = () => useMutation({ mutationFn: fetchLoginBySmsCode });
