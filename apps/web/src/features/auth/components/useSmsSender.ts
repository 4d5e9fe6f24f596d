import { useCallback, useMemo, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@storefront/contract/constants';
import type { SmsScene } from '@storefront/contract';
import { fetchSendSmsCode, secondsLeftOf } from '../api/sendSmsCode';
import { useCountdown } from './useCountdown';

/**
 * Sends a code and runs the resend countdown: 60 s after a send, or what the server says is left
 * when it refuses an early resend (409 with secondsLeft), so the two never disagree.
 */
export function useSmsSender(phone: { phoneCountryCode: string; phoneNumber: string }, scene: SmsScene) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const { phoneCountryCode, phoneNumber } = phone;
  const send = useCallback(async () => {
    setSending(true);
    try {
      const answer = await fetchSendSmsCode({ phoneCountryCode, phoneNumber, scene });
      start(answer.resendAfterSeconds || SMS_RESEND_SECONDS);
      setSentOnce(true);
      return true;
    } catch (e) {
      const wait = secondsLeftOf(e);
      if (wait !== null) {
        start(wait);
        setSentOnce(true);
      }
      return false;
    } finally {
      setSending(false);
    }
  }, [phoneCountryCode, phoneNumber, scene, start]);
  return useMemo(() => ({ send, left, sending, sentOnce }), [send, left, sending, sentOnce]);
}
