import { blogSettingsSchema, type OwnBlogData } from '@rookery/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { confirm } from '../../ui/dialogs/dialogs';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { Card } from '../../ui/layout/card';
import { TextField } from '../../ui/text-field/text-field';
import { showToast } from '../../ui/toast/toast-store';
import { BlockedBlogs } from '../blocks/blocked-blogs';
import { DomainSettings } from '../blog-hosts/domain-settings';
import { ImportCard } from '../imports/import-card';
import { SettingsLayout } from '../settings/settings-layout';
import { AppearanceSettings } from './appearance-settings';
import { AskSettings } from './ask-settings';
import styles from './blog-settings.module.css';
import { DescriptionField } from './description-field';
import { ContentSettings, MessagingSettings } from './messaging-settings';
import { PrimaryBlogSetting } from './primary-blog-setting';
import { QueueSettings } from './queue-settings';
import { type BlogSettingsValues, changedSettings, settingsFromBlog } from './settings-values';
import { ShareSettings } from './share-settings';
import { useSaveBlogSettings } from './use-save-blog-settings';
import { useUnsavedChanges } from './use-unsaved-changes';

/** Issues by dotted path ("title", "global_theme_params.link_color"). */
function issuesByPath(changes: unknown): Record<string, string> {
  const result = blogSettingsSchema.safeParse(changes);
  const byPath: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  }
  return byPath;
}

export function BlogSettingsForm({ blog }: { blog: OwnBlogData }) {
  const [initial, setInitial] = useState(() => settingsFromBlog(blog));
  const [values, setValues] = useState(initial);
  const [revision, setRevision] = useState(0);
  const save = useSaveBlogSettings(blog.name);

  const changes = changedSettings(initial, values);
  const dirty = Object.keys(changes).length > 0;
  const errors = { ...serverFieldErrors(save.error), ...issuesByPath(changes) };
  const themeError =
    Object.entries(errors).find(([path]) => path.startsWith('global_theme_params'))?.[1] ?? null;
  useUnsavedChanges(dirty && !save.isPending);

  const update = (patch: Partial<BlogSettingsValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A server error was about the values sent; once they change it no longer applies.
    if (save.isError) save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || Object.keys(issuesByPath(changes)).length > 0) return;
    save.mutate(changes, {
      onSuccess: ({ blog: saved }) => {
        const next = settingsFromBlog(saved);
        setInitial(next);
        setValues(next);
        setRevision((r) => r + 1);
        showToast('Blog settings saved.');
      },
      onError: (error) => showToast(errorMessage(error), 'error'),
    });
  };

  const discard = async () => {
    const sure = await confirm({
      message: 'Discard your unsaved changes?',
      okLabel: 'Discard',
      cancelLabel: 'Nevermind',
    });
    if (!sure) return;
    setValues(initial);
    setRevision((r) => r + 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Settings of ${blog.name}`}>
      <SettingsLayout
        title={blog.name}
        actions={
          dirty && (
            <>
              <p className={styles.unsaved}>You have unsaved changes.</p>
              <Button variant="ghost" disabled={save.isPending} onClick={discard}>
                Discard changes
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save changes'}
              </Button>
            </>
          )
        }
      >
        <Card title="Profile">
          <div className={styles.stack}>
            <TextField
              label="Title"
              value={values.title}
              onChange={(event) => update({ title: event.target.value })}
              error={errors.title}
            />
            <DescriptionField
              value={values.description}
              revision={revision}
              disabled={save.isPending}
              onChange={(description) => update({ description })}
              error={errors.description}
            />
          </div>
        </Card>
        <AppearanceSettings
          name={blog.name}
          values={values}
          headerImage={blog.global_theme_params.header_image}
          onThemeChange={(patch) => update({ theme: { ...values.theme, ...patch } })}
          error={themeError}
        />
        <AskSettings values={values} onChange={update} error={errors.ask_page_title ?? null} />
        <MessagingSettings values={values} onChange={update} />
        <ContentSettings values={values} onChange={update} />
        <QueueSettings
          values={values}
          onChange={update}
          errors={{
            posts_per_day: errors.posts_per_day,
            hours: errors.queue_start_hour ?? errors.queue_end_hour,
          }}
        />
        <ShareSettings blog={blog} />
        <DomainSettings blog={blog.name} />
        <ImportCard blog={blog.name} />
        <BlockedBlogs blog={blog.name} />
        <PrimaryBlogSetting blog={blog} />
      </SettingsLayout>
    </form>
  );
}
