import { badgeText, NEW_MESSAGE_ANIMATION_MS, ONLINE_STATUS_DELAY_MS, ONLINE_WITHIN_S } from '@rookery/core';
import { useEffect, useState } from 'react';
import { Avatar } from '../../../ui/avatar/avatar';
import { useOnlineStatus } from '../api/online-status';
import styles from './dock.module.css';
import { type WindowRecord, windowKey } from './window-record';

interface MinimizedStackProps {
  records: WindowRecord[];
  unreadOf: (participantUuid: string, id: string | null) => number;
  statusIndicator: boolean;
  onOpen: (key: string) => void;
  onClose: (key: string) => void;
}

/** Spec §4: the online status of minimized participants is asked for a second after load. */
function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return ready;
}

/**
 * The minimized windows (spec §2): a scrollable stack of tabs, each the other blog's avatar with an
 * unread badge that pulses when the count changes, and the online dot when the flag is on.
 */
export function MinimizedStack({ records, unreadOf, statusIndicator, onOpen, onClose }: MinimizedStackProps) {
  const ready = useDelayed(ONLINE_STATUS_DELAY_MS);
  const names = [...new Set(records.flatMap((r) => r.participants.map((p) => p.name)))];
  const online = useOnlineStatus(names, ready && statusIndicator).data;

  return (
    <ul className={styles.stack} aria-label="Minimized conversations">
      {records.map((record) => {
        const key = windowKey(record);
        const other = record.participants[0];
        if (!other) return null;
        const label = record.participants.map((p) => p.name).join(', ');
        const unread = unreadOf(record.participantUuid, record.id);
        const seconds = online?.[other.name] ?? -1;
        const isOnline = statusIndicator && seconds >= 0 && seconds < ONLINE_WITHIN_S;
        return (
          <li key={key} className={styles.tab}>
            <button
              type="button"
              className={styles.tabButton}
              data-window-stop=""
              aria-label={`Conversation with ${label}${unread > 0 ? `, ${unread} unread` : ''}${isOnline ? ', online' : ''}`}
              title={label}
              onClick={() => onOpen(key)}
            >
              <Avatar blogName={other.name} size={48} alt="" shape={other.theme.avatar_shape} />
              {isOnline && <span className={styles.online} aria-hidden="true" />}
              {unread > 0 && (
                <span
                  key={unread}
                  className={styles.badge}
                  style={{ animationDuration: `${NEW_MESSAGE_ANIMATION_MS}ms` }}
                  aria-hidden="true"
                >
                  {badgeText(unread)}
                </span>
              )}
            </button>
            <button
              type="button"
              className={styles.tabClose}
              aria-label={`Close the conversation with ${label}`}
              onClick={() => onClose(key)}
            >
              <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
                <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
