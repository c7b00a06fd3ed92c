import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button/button';
import styles from './admin.module.css';

/** Go to a blog's moderation page by its name. */
export function BlogLookup() {
  const navigate = useNavigate();
  const id = useId();
  const [name, setName] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) navigate(`/admin/blog/${encodeURIComponent(name.trim().toLowerCase())}`);
  };
  return (
    <form className={styles.lookup} onSubmit={go} aria-label="Find a blog">
      <label htmlFor={id} className="visually-hidden">
        Blog name
      </label>
      <input
        id={id}
        className={styles.input}
        placeholder="Blog name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Open blog
      </Button>
    </form>
  );
}
