import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function classes({ variant = 'primary', block }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

/** A real <button>; `type` defaults to "button" so only deliberate submit buttons submit forms. */
export function Button({
  variant,
  block,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={classes({ variant, block }, className)} {...props} />;
}

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  block,
  className,
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={classes({ variant, block }, className)} {...props} />;
}
