import {
  type ComposerChannel,
  type FormPostState,
  isFormPostState,
  type PostFetchData,
  type PostForm,
  validatePostForm,
} from '@rookery/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../api';
import { EditorModeMenu } from '../../editor/editor-mode-menu';
import { switchEditorType } from '../../editor/switch-editor-type';
import { isComposerType } from '../composer-types';
import { FieldsLocked } from '../fields/fields-locked';
import { TypeFields } from '../fields/type-fields';
import { hasOptionsSet } from '../post-options/post-options';
import { PostOptionsPanel } from '../post-options/post-options-panel';
import { useComposerUploads } from '../uploads/use-composer-uploads';
import { useSavePost } from '../use-save-post';
import { BlogSelector } from './blog-selector';
import { focusFirstField } from './focus-first-field';
import { formChanged } from './form-changed';
import styles from './post-form.module.css';
import { PostFormFooter } from './post-form-footer';
import { ReblogComment } from './reblog-comment';
import { ReblogPreview } from './reblog-preview';
import { defaultScheduleTime } from './schedule';
import { ScheduleFields } from './schedule-fields';
import { TagEditor } from './tag-editor';
import { TypeTabs } from './type-tabs';
import { useUnsavedPost } from './use-unsaved-post';

/** What the form tells the screen around it, which decides whether a dismissal may go ahead. */
export interface FormGuard {
  changed: boolean;
  disabled: boolean;
}

interface PostEditorProps {
  initial: PostForm;
  /** What the form starts with when it is not `initial`: a kept post restored (unsaved-post). */
  start?: PostForm;
  /** Where the post being written is kept in the browser (unsaved-post). */
  unsavedKey: string;
  channels: ComposerChannel[];
  /** A reblog's source, shown read-only above the comment. */
  reblogged?: PostFetchData;
  onGuard: (guard: FormGuard) => void;
  onDismiss: () => void;
  onSaved: () => void;
}

/**
 * The post form: type tabs (new posts) on top; blog, the type's fields or a reblog's comment, tags
 * and the post options in a body that scrolls; the schedule, any problem and the footer pinned at
 * the bottom. Core's validatePostForm runs before sending, with the spec's messages.
 */
export function PostEditor({
  initial,
  start = initial,
  unsavedKey,
  channels,
  reblogged,
  onGuard,
  onDismiss,
  onSaved,
}: PostEditorProps) {
  const [form, setForm] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useComposerUploads(form, setForm);
  const save = useSavePost();
  const panelId = useId();
  const optionsId = useId();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const fields = useRef<HTMLFieldSetElement>(null);
  const saving = save.isPending;
  // Once saved, the form is on its way out: nothing more to send or change while it closes.
  const busy = saving || save.isSuccess;
  const state: FormPostState = isFormPostState(form.state) ? form.state : 'published';

  const update = useCallback((patch: Partial<PostForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  }, []);

  const changed = formChanged(initial, form);
  useUnsavedPost(unsavedKey, form, changed, save.isSuccess);
  useEffect(() => onGuard({ changed, disabled: busy }), [changed, busy, onGuard]);

  useEffect(() => focusFirstField(fields.current), []);

  const chooseState = (next: FormPostState) =>
    update(
      next === 'scheduled' && !form.publish_on
        ? { state: next, publish_on: defaultScheduleTime() }
        : { state: next },
    );

  // What goes out is the choice the form shows. A post loaded in a state only the server gives (a
  // submission, a video still converting) shows and sends 'Post now' unless another is picked: an
  // edited submission is published from the inbox, as on Tumblr.
  const submit = () => {
    const toSend = { ...form, state, uploading: uploads.pending() };
    const found = validatePostForm(toSend);
    setProblem(found);
    if (found) return;
    save.mutate(toSend, { onSuccess: onSaved, onError: (error) => setProblem(errorMessage(error)) });
  };

  // Only a new post has type tabs, so only then is this their panel.
  const typePanel =
    form.mode === 'new' ? { role: 'tabpanel', 'aria-labelledby': `${panelId}-${form.type}` } : {};

  return (
    <div className={styles.editor}>
      {form.mode === 'new' && isComposerType(form.type) && (
        <TypeTabs value={form.type} onChange={(type) => update({ type })} panelId={panelId} />
      )}
      <div className={styles.scroll}>
        <div className={styles.body}>
          <BlogSelector
            channels={channels}
            value={form.tumblelog}
            locked={form.mode === 'edit' || busy}
            onChange={(tumblelog) => update({ tumblelog })}
          />
          {reblogged && <ReblogPreview post={reblogged} />}
          {/* A fieldset may not be a tabpanel (ARIA in HTML): the panel is a div around it. */}
          <div id={panelId} {...typePanel}>
            <fieldset ref={fields} className={styles.fields} disabled={busy}>
              {form.type !== 'chat' && (
                <EditorModeMenu
                  value={form.editorType}
                  onChange={(next) => update(switchEditorType(form, next))}
                />
              )}
              <FieldsLocked.Provider value={busy}>
                {form.mode === 'reblog' ? (
                  <ReblogComment form={form} update={update} />
                ) : (
                  <TypeFields form={form} update={update} uploads={uploads} />
                )}
              </FieldsLocked.Provider>
              <TagEditor tags={form.tags} onChange={(tags) => update({ tags })} />
            </fieldset>
          </div>
        </div>
        {optionsOpen && <PostOptionsPanel id={optionsId} form={form} update={update} disabled={busy} />}
      </div>
      <div className={styles.dock}>
        {state === 'scheduled' && (
          <ScheduleFields value={form.publish_on} onChange={(publish_on) => update({ publish_on })} />
        )}
        {problem && (
          <p className={styles.formProblem} role="alert">
            {problem}
          </p>
        )}
        <PostFormFooter
          state={state}
          mode={form.mode}
          saving={saving}
          busy={busy}
          options={{
            open: optionsOpen,
            set: hasOptionsSet(form),
            controls: optionsId,
            onToggle: () => setOptionsOpen((open) => !open),
          }}
          onClose={onDismiss}
          onSubmit={submit}
          onState={chooseState}
        />
      </div>
    </div>
  );
}
