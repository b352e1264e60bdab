import { linkParts } from '../../../domain/conversation';

/** A message as plain text, its web addresses as links that pass no ranking and no access to this page. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="message__text">
      {linkParts(body).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
