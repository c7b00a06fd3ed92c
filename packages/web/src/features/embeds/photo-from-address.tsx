import type { UploadResponse } from '@rookery/core';
import { useState } from 'react';
import { errorMessage } from '../../api';
import { PlainInput } from '../composer/fields/plain-field';
import { uploadFromAddress } from './embeds-api';
import styles from './photo-from-address.module.css';

/**
 * A photo by its address (spec document 1 §3 externalUrl; issue 17): the server fetches the image
 * and stores it as an upload of the author's, which the post then holds like any other photo.
 */
export function PhotoFromAddress({ onAdd }: { onAdd: (upload: UploadResponse) => void }) {
  const [open, setOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!open)
    return (
      <button type="button" className={styles.open} onClick={() => setOpen(true)}>
        Add a photo from an address
      </button>
    );

  const add = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onAdd(await uploadFromAddress(address.trim()));
      setAddress('');
      setOpen(false);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.row}>
      <PlainInput
        label="Photo address"
        placeholder="https://… the address of an image"
        type="url"
        inputMode="url"
        autoFocus
        value={address}
        error={problem}
        onChange={(e) => setAddress(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && address.trim()) {
            e.preventDefault();
            void add();
          }
          if (e.key === 'Escape') setOpen(false);
        }}
      />
      <button
        type="button"
        className={styles.add}
        disabled={busy || !address.trim()}
        onClick={() => void add()}
      >
        {busy ? 'Adding…' : 'Add'}
      </button>
    </div>
  );
}
