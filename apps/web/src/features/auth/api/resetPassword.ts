import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import type { BodyOf } from '@storefront/contract';

export const fetchResetPassword = (body: BodyOf<typeof resetPassword>) =>
  call(resetPassword, { body }, { showSuccess: true, silent: 'fields' });

export const useResetPassword = () => useMutation({ mutationFn: fetchResetPassword });
