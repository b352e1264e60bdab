import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from './Spinner';
import { useFormText } from './useFormText';

/** What a list page shows while its list loads, when loading failed, and when there is nothing yet. */
export function LoadedList({
  loading,
  errorCode,
  empty,
  emptyState,
  children,
}: {
  loading: boolean;
  errorCode: string | null;
  empty: boolean;
  emptyState: { title: string; hint?: string; action: { to: string; label: string } };
  children: ReactNode;
}) {
  const text = useFormText();
  if (loading) return <Spinner />;
  if (errorCode) {
    return (
      <p role="alert" className="alert alert--danger">
        {text.errorCode(errorCode)}
      </p>
    );
  }
  if (empty) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{emptyState.title}</p>
        {emptyState.hint && <p>{emptyState.hint}</p>}
        <Link to={emptyState.action.to} className="button button--primary">
          {emptyState.action.label}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
