import { messagingTexts } from '@rookery/core';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../ui/avatar/avatar';
import { blogPath } from '../../blog-page/blog-paths';
import type { WindowParticipant } from '../windows/open-conversation';
import { ActionsMenu } from './actions-menu';
import { headerTheme } from './theme-colors';
import styles from './window-header.module.css';

/** Where the sounds switch lives (spec §2). */
const SOUND_SETTINGS_PATH = '/settings/dashboard';

interface WindowHeaderProps {
  titleId: string;
  others: WindowParticipant[];
  /** The others that are not the user's own blogs: each gets 'Block {name}' and 'Report {name}'. */
  blockable: WindowParticipant[];
  online: boolean;
  onDelete: () => void;
  onBlock: (name: string) => void;
  onReport: (participant: WindowParticipant) => void;
  onMinimize: () => void;
  onClose: () => void;
}

/**
 * A window's header (spec §2) in the other blog's theme: its avatar and name, the actions menu (Sound
 * settings, Delete conversation, Block, Report), minimize and close.
 */
export function WindowHeader(props: WindowHeaderProps) {
  const navigate = useNavigate();
  const { others } = props;
  const first = others[0];
  const names = others.map((p) => p.name).join(', ');
  return (
    <header className={styles.header} style={headerTheme(first)}>
      {first?.url ? (
        <Link to={blogPath(first.name)} className={styles.avatar} tabIndex={-1} aria-hidden="true">
          <Avatar blogName={first.name} size={30} alt="" shape={first.theme.avatar_shape} />
          {props.online && <span className={styles.online} />}
        </Link>
      ) : (
        // A deleted blog (no address): named, never linked, since its old name may be someone else's now.
        first && (
          <span className={styles.avatar} aria-hidden="true">
            <Avatar blogName={first.name} size={30} alt="" shape={first.theme.avatar_shape} />
          </span>
        )
      )}
      <h2 id={props.titleId} className={styles.title}>
        {others.length === 1 && first?.url ? (
          <Link to={blogPath(first.name)} className={styles.name}>
            {first.name}
          </Link>
        ) : (
          <span className={styles.name}>{names}</span>
        )}
      </h2>
      <div className={styles.actions}>
        <ActionsMenu label={`Conversation actions for ${names}`}>
          {(close) => (
            <>
              <button
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => {
                  close();
                  navigate(SOUND_SETTINGS_PATH);
                }}
              >
                {messagingTexts.soundSettings}
              </button>
              <button
                type="button"
                role="menuitem"
                className={styles.item}
                onClick={() => {
                  close();
                  props.onDelete();
                }}
              >
                {messagingTexts.deleteConversation}
              </button>
              {props.blockable.map((p) => (
                <button
                  key={p.uuid}
                  type="button"
                  role="menuitem"
                  className={`${styles.item} ${styles.danger}`}
                  onClick={() => {
                    close();
                    props.onBlock(p.name);
                  }}
                >
                  {messagingTexts.block(p.name)}
                </button>
              ))}
              {props.blockable.map((p) => (
                <button
                  key={`report-${p.uuid}`}
                  type="button"
                  role="menuitem"
                  className={styles.item}
                  onClick={() => {
                    close();
                    props.onReport(p);
                  }}
                >
                  Report {p.name}
                </button>
              ))}
            </>
          )}
        </ActionsMenu>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Minimize"
          title="Minimize"
          onClick={props.onMinimize}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 12h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Close"
          title="Close"
          onClick={props.onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </header>
  );
}
