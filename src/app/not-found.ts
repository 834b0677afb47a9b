import { data } from 'react-router-dom';

/** Spec §8: the 404 texts. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const NOT_PERMITTED_MESSAGE = '页面未找到';

/** Throws the router's 404 for an unknown route (or, with a message, a path the user may not open). */
export function notFound(message: string = NOT_FOUND_MESSAGE): never {
  throw data({ message }, { status: 404 });
}
