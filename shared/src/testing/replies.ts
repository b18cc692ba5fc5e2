import { HttpResponse, type JsonBodyType } from 'msw';

/** One reply of `inTurn`: a JSON body, or a function making the Response (`() => apiError(500)`). */
export type TurnReply = JsonBodyType | (() => Response);

/**
 * A reply for `answer(...)` that answers each request with the next of `replies`, and every
 * later one with the last: `answer('get', '/x', inTurn(() => apiError(500), data))` fails the
 * first load and answers its retry with `data`.
 */
export function inTurn(...replies: [TurnReply, ...TurnReply[]]): () => Response {
  let call = 0;
  return () => {
    const next = replies[Math.min(call++, replies.length - 1)];
    return typeof next === 'function' ? next() : HttpResponse.json(next);
  };
}
