import type { FormPostState, PostMode } from '@rookery/core';
import { Button } from '../../../ui/button/button';
import { PostOptionsButton } from '../post-options/post-options-button';
import styles from './post-form.module.css';
import { submitLabel } from './state-choices';
import { StateMenu } from './state-menu';

interface PostFormFooterProps {
  state: FormPostState;
  mode: PostMode;
  saving: boolean;
  /** Saving or saved: nothing more to send or change. */
  busy: boolean;
  options: { open: boolean; set: boolean; controls: string; onToggle: () => void };
  onClose: () => void;
  onSubmit: () => void;
  onState: (state: FormPostState) => void;
}

/** The form's pinned footer: Close, then the post options gear and the post button with its states. */
export function PostFormFooter({
  state,
  mode,
  saving,
  busy,
  options,
  onClose,
  onSubmit,
  onState,
}: PostFormFooterProps) {
  return (
    <footer className={styles.footer}>
      <Button variant="secondary" onClick={onClose} disabled={busy}>
        Close
      </Button>
      <div className={styles.actions}>
        <PostOptionsButton {...options} disabled={busy} />
        <div className={styles.submit}>
          <Button className={styles.submitButton} onClick={onSubmit} disabled={busy}>
            {saving ? 'Saving…' : submitLabel(state, mode)}
          </Button>
          <StateMenu value={state} onChange={onState} disabled={busy} />
        </div>
      </div>
    </footer>
  );
}
