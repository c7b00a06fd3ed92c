import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '../../accounts/use-session';
import { defaultSender } from '../inbox/sender-blogs';
import { openWithBlogName } from './open-with-blog';

/**
 * /conversation/new/{name} and /messaging/conversation/{name} (spec document 3 §2): the dashboard,
 * with the conversation between the user's blog and {name} opened over it. The address then becomes
 * /dashboard; the window stays (windows are kept per user).
 */
export function ConversationLink() {
  const { name = '' } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  // Once per name, though development's strict mode runs effects twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === name) return;
    started.current = name;
    const sender = defaultSender(user, null);
    void (async () => {
      if (sender && name) await openWithBlogName(name, sender, 'link');
      navigate('/dashboard', { replace: true });
    })();
  }, [name, user, navigate]);

  return null;
}
