import { NavLink } from 'react-router-dom';

/** A count in a badge for the eye, and in words for screen readers ("3 ungelesene Nachrichten"). */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge nav-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** "Nachrichten" in the header, with the unread count once it is known. */
export function MessagesNavLink({
  unread = 0,
  label,
  countLabel = '',
}: {
  unread?: number;
  label: string;
  countLabel?: string;
}) {
  return (
    <NavLink to="/app/messages">
      {label}
      <CountBadge count={unread} label={countLabel} />
    </NavLink>
  );
}
