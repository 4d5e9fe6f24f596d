import { useMutation } from '@tanstack/react-query';
import { sendSmsCode } from '@storefront/contract/routes';
import { smsResendWaitSchema } from '@storefront/contract';
import { isApiError } from '../../../lib/http';
import { call } from '../../../lib/http';
import type { QueryOf } from '@storefront/contract';

export type SendSmsCodeRequest = QueryOf<typeof sendSmsCode>;

/** Shows "verification code sent" from the server (spec §8) on success. */
export const fetchSendSmsCode = (query: SendSmsCodeRequest) => call(sendSmsCode, { query }, { showSuccess: true });

/** Seconds the server still wants us to wait, from its 409 refusal of an early resend. */
export function secondsLeftOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 409) return null;
  const parsed = smsResendWaitSchema.safeParse(error.data);
  return parsed.success ? parsed.data.secondsLeft : null;
}

export const useSendSmsCode = () => useMutation({ mutationFn: fetchSendSmsCode });
