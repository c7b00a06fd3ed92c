import { errorMessage } from '../../api';
import { Button, type ButtonVariant } from '../../ui/button/button';
import { showToast } from '../../ui/toast/toast-store';
import { useResendVerification } from './use-verify-email';

/** Mails a fresh verification link. */
export function ResendVerificationButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const resend = useResendVerification();
  return (
    <Button
      variant={variant}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () => showToast('We sent you a new verification link.'),
          onError: (error) => showToast(errorMessage(error), 'error'),
        })
      }
    >
      {resend.isPending ? 'Sending…' : 'Resend'}
    </Button>
  );
}
