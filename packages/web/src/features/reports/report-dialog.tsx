import {
  BLOCK_SENDER_CONFIRMATION,
  blockBlogConfirmation,
  moderationTexts,
  REPORT_REASONS,
  type ReportReason,
  type ReportResponse,
} from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { api, errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { GlassModal } from '../../ui/dialogs/glass-modal';
import { FormError } from '../../ui/forms/form-error';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import styles from './report-dialog.module.css';
import type { ReportRequest } from './report-request';
import { REASON_LABELS, TARGET_WORDS } from './report-texts';

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }));

/**
 * The Report dialog: why (a reason, and a note, which 'Something else' needs), and for a sender the
 * reporter may block (spec document 2 §5) a one-step block whose confirmation (spec document 1 §8)
 * shows as soon as it is ticked, so reporting and blocking are one click.
 */
export function ReportDialog({ request, onClose }: { request: ReportRequest; onClose: () => void }) {
  const titleId = useId();
  const noteId = useId();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const current = user ? currentChannel(user)?.name : undefined;
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ReportResponse | null>(null);
  const what = TARGET_WORDS[request.type];
  const blockConfirmation =
    request.type === 'blog' && request.blogName && current
      ? blockBlogConfirmation(request.blogName, current)
      : BLOCK_SENDER_CONFIRMATION;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === 'other' && !note.trim()) return setError(moderationTexts.reportNoteRequired);
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<ReportResponse>('/svc/report', {
        target_type: request.type,
        target_id: request.id,
        reason,
        note,
        block: block && request.canBlock,
      });
      // A block changes what every list shows.
      if (answer.blocked) void queryClient.invalidateQueries();
      setDone(answer);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    // The first focus goes to the chosen reason (after Close, the first tabbable).
    <GlassModal
      titleId={titleId}
      onClose={onClose}
      initialFocus={1}
      data={{ 'data-report-dialog': request.type }}
      header={
        <h2 id={titleId} className={styles.title}>
          Report {what}
        </h2>
      }
    >
      {done ? (
        <div className={styles.body}>
          <p role="status">
            {moderationTexts.reportSent}
            {done.blocked && request.blogName ? ` ${request.blogName} is blocked.` : ''}
          </p>
          <div className={styles.actions}>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form className={styles.body} onSubmit={(event) => void send(event)}>
          <RadioGroup
            legend={`What is wrong with ${what}?`}
            name="reason"
            value={reason}
            options={REASONS}
            onChange={(next) => {
              setReason(next);
              setError(null);
            }}
          />
          <label htmlFor={noteId} className={styles.label}>
            {reason === 'other' ? 'Tell us more' : 'Tell us more (optional)'}
          </label>
          <textarea
            id={noteId}
            className={styles.note}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {request.canBlock && (
            <label className={styles.block}>
              <input type="checkbox" checked={block} onChange={(event) => setBlock(event.target.checked)} />
              <span>
                {request.blogName ? `Block ${request.blogName} too` : 'Block this sender too'}
                {block && <span className={styles.warning}>{blockConfirmation}</span>}
              </span>
            </label>
          )}
          <FormError message={error} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Sending…' : block ? 'Report and block' : 'Report'}
            </Button>
          </div>
        </form>
      )}
    </GlassModal>
  );
}
