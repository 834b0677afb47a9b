import type { MouseEvent } from 'react';

/** Id of the main landmark the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

// Focus moves by script: following the bare hash would be a router navigation and re-run the route loaders.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The first focusable element of the page; visible only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
    >
      跳到主要内容
    </a>
  );
}
